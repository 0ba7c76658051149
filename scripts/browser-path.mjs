// Where the Chromium for Playwright, Lighthouse and the page benchmark lives.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Playwright's own browser when installed (undefined tells Playwright to use it), else a system one. */
export function findBrowser() {
  const override = process.env.CHROMIUM_PATH;
  if (override) return existsSync(override) ? { executablePath: override } : null;
  let own;
  try {
    own = chromium.executablePath();
  } catch {
    own = undefined;
  }
  if (own && existsSync(own)) return { executablePath: undefined, own };
  const system = SYSTEM_CHROMIUM.find((p) => existsSync(p));
  return system ? { executablePath: system } : null;
}

/** Flags that keep a headless Chromium quiet on a machine without internet. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
