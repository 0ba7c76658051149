// The site checks' one loop over the built sites a run serves.
import { test } from './fixtures.ts';
import { readSite, type ExpectedSite } from './site-data.ts';
import { siteDirs } from './site-dirs.ts';
import type { SiteLang } from '../src/site/site-strings.ts';

/**
 * Declares `checks` once per site built in one of `langs` (checks that read labels read them in English), each
 * in a describe block named after the site and served at its own URL.
 */
export function describeEachSite(
  checks: (site: ExpectedSite) => void,
  langs: readonly SiteLang[] = ['en'],
): void {
  for (const { name, dir, url } of siteDirs()) {
    const site = readSite(dir, name);
    if (!langs.includes(site.lang)) continue;
    test.describe(name, () => {
      test.use({ baseURL: url });
      checks(site);
    });
  }
}
