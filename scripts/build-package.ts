// npm run build:package (and prepack): compiles src/core, src/cli and src/site into lib/, then puts the
// site page's production build (site.html and the assets it reaches) into lib/app, where `tool-contract site`
// finds it in an installed package.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteAssets } from '../src/site/site-assets.ts';
import { appBuild } from './site/app-build.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIB = join(ROOT, 'lib');
// the synthetic records come from public/ and Vite's manifest only serves the size check: no site copies them
const LEFT_OUT = new Set(['records', '.vite']);

rmSync(LIB, { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.package.json'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (tsc.status !== 0) {
  console.error('build:package: tsc failed');
  process.exit(1);
}
const app = appBuild();
// a site needs only its page and what that page reaches, never the explorer's own first page or workers
const reached = new Set(siteAssets(app).map((asset) => join('assets', asset)));
cpSync(app, join(LIB, 'app'), {
  recursive: true,
  filter: (source) => {
    const path = relative(app, source);
    if (LEFT_OUT.has(path) || path === 'index.html') return false;
    return !path.startsWith(`assets${sep}`) || reached.has(path);
  },
});
