// Playwright's web server (playwright.config.ts): the production build of these sources, the one build appBuild
// keeps for them (the size test, the package and the sites use the same), served by Vite's preview on E2E_PORT.
import { preview } from 'vite';
import { appBuild } from './site/app-build.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = appBuild();
await preview({ logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true } });
console.log(`e2e server: ${outDir} at http://localhost:${port}/`);
