// The site checks' one loop over the built sites a run serves.
import { test } from './fixtures.ts';
import { readSite, type ExpectedSite } from './site-data.ts';
import { siteDirs } from './site-dirs.ts';

/** Declares `checks` once per site, each in a describe block named after the site and served at its own URL. */
export function describeEachSite(checks: (site: ExpectedSite) => void): void {
  for (const { name, dir, url } of siteDirs()) {
    test.describe(name, () => {
      test.use({ baseURL: url });
      checks(readSite(dir, name));
    });
  }
}
