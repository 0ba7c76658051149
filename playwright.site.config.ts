import { defineConfig, devices } from '@playwright/test';
import { findBrowser, CHROMIUM_ARGS } from './scripts/browser-path.mjs';
import { siteMounts, SITE_PORT } from './e2e/site-dirs.ts';

// Checks built sites (npm run test:site -- --site <dir>, or the sites npm test builds, named by SITE_DIRS):
// one server and one browser for all of them, each site under its own sub-path as a project page on a
// static host would be.
const browser = findBrowser();

export default defineConfig({
  testDir: 'e2e',
  testMatch: /\.site\.ts$/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/site-${SITE_PORT}`,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e-site.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: browser?.executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/serve-static.mjs --mounts '${JSON.stringify(siteMounts())}' --port ${SITE_PORT}`,
    url: siteMounts()[0]!.url,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
