/** Playwright's own browser when installed (executablePath undefined), else a system one, else null. */
export function findBrowser(): { executablePath: string | undefined; own?: string } | null;
/** Flags that keep a headless Chromium quiet on a machine without internet. */
export const CHROMIUM_ARGS: string[];
