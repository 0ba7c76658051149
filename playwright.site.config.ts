import { defineConfig, devices } from '@playwright/test';
import { findBrowser, CHROMIUM_ARGS } from './scripts/browser-path.mjs';

// Checks one built site (npm run test:site -- --site <dir>): SITE_DIR names it, served under a sub-path as a
// project page on a static host would be.
const browser = findBrowser();
const SITE = process.env.SITE_DIR ?? 'dist';
const PORT = Number(process.env.E2E_PORT ?? 4175);
const PREFIX = '/docs/site/';

export default defineConfig({
  testDir: 'e2e',
  testMatch: /\.site\.ts$/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/site-${PORT}`,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e-site.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}${PREFIX}`,
    launchOptions: { executablePath: browser?.executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/serve-static.mjs ${JSON.stringify(SITE)} --prefix ${PREFIX} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}${PREFIX}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
