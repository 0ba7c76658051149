import { defineConfig, devices } from '@playwright/test';
import { findBrowser, CHROMIUM_ARGS } from './scripts/browser-path.mjs';

const browser = findBrowser();
// Parallel work on one machine: each run may take its own port (E2E_PORT); runs of the same sources share
// one production build, the one scripts/site/app-build.ts keeps for them.
const PORT = Number(process.env.E2E_PORT ?? 4173);

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
    command: 'npx tsx scripts/e2e-server.ts',
    env: { E2E_PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    // building the sources when no run has yet, or waiting for another process building them
    timeout: 300_000,
  },
});
