import { defineConfig, devices } from '@playwright/test';
import { findBrowser, CHROMIUM_ARGS } from './scripts/browser-path.mjs';

const browser = findBrowser();
// Parallel work on one machine: each run may take its own port and build folder (E2E_PORT).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT = `.e2e-dist/${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/${PORT}`,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}/`,
    launchOptions: { executablePath: browser?.executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${OUT} --emptyOutDir && npx vite preview --outDir ${OUT} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
