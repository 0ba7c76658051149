// For the tools of a built site (npm run test:site -- --site <dir>): each tool's `?tool=NAME` link on the
// overview (with JavaScript) opens the tool's page, and its page's `#tool-NAME` link (without) lands, with
// its heading in view on a 390 px phone. `npm test`
// checks a sample of each site's tools, spread over its groups; `npm run test:e2e:full` (E2E_FULL=1) all.
import type { Browser, Page } from '@playwright/test';
import { test, expect, FULL_MATRIX } from './fixtures.ts';
import type { ExpectedSite } from './site-data.ts';
import { describeEachSite } from './each-site.ts';
import { landing } from './site-probe.ts';

// one check per tool: a trace of every step of these loops would cost more than the checks themselves
test.use({ trace: 'off' });

/** How many tools of a site `npm test` opens: the first, the last and others evenly between. */
const SAMPLED = 8;

/** The tools to open: every one in the full run, else SAMPLED of them spread through the page. */
function sampled(names: readonly string[]): string[] {
  if (FULL_MATRIX || names.length <= SAMPLED) return [...names];
  const step = (names.length - 1) / (SAMPLED - 1);
  return Array.from({ length: SAMPLED }, (_, i) => names[Math.round(i * step)]!);
}

/** The element with `id` is in view, its top below the sticky header: '' when so, else what is wrong. */
async function missedLanding(page: Page, id: string): Promise<string> {
  const at = await page.evaluate(landing, id);
  if (!at) return `#${id} is missing`;
  if (at.top < at.headerBottom - 1) return `#${id} is under the header (${at.top} < ${at.headerBottom})`;
  if (at.top >= at.height) return `#${id} is below the viewport (${at.top} ≥ ${at.height})`;
  return '';
}

async function phone(browser: Browser, baseURL: string | undefined, isScript: boolean) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: isScript,
    viewport: { width: 390, height: 800 },
  });
  return { context, page: await context.newPage() };
}

/** Every check of this file on one built site. */
function siteChecks(site: ExpectedSite): void {
  const names = sampled(site.docOrder);

  test(`with JavaScript, ?tool=NAME opens the tool's page with its heading in view at 390 px (${names.length} of ${site.docOrder.length} tools)`, async ({
    browser,
    baseURL,
  }) => {
    test.slow(); // one page load per tool
    const { context, page } = await phone(browser, baseURL, true);
    for (const name of names) {
      await page.goto(`./?tool=${encodeURIComponent(name)}`);
      await expect
        .poll(() => new URL(page.url()).pathname.split('/').at(-1), `?tool=${name}`)
        .toBe(site.pages.get(name));
      const id = (await page.locator(`article.tool[data-tool="${name}"] .tool-heading`).getAttribute('id'))!;
      await expect.poll(() => missedLanding(page, id), `?tool=${name}`).toBe('');
    }
    await context.close();
  });

  test(`without JavaScript, a tool page's #tool-NAME lands with the tool's heading in view at 390 px (${names.length} of ${site.docOrder.length} tools)`, async ({
    browser,
    baseURL,
  }) => {
    test.slow(); // one page load per tool
    const { context, page } = await phone(browser, baseURL, false);
    for (const name of names) {
      const file = site.pages.get(name)!;
      await page.goto(`./${file}`);
      const id = (await page.locator(`article.tool[data-tool="${name}"] .tool-heading`).getAttribute('id'))!;
      // a fresh load each time: the browser follows a fragment on arrival, as a shared link opens
      await page.goto('about:blank');
      await page.goto(`./${file}#${id}`);
      expect(await missedLanding(page, id), `${file}#${id}`).toBe('');
    }
    await context.close();
  });
}

// what these checks measure is geometry, the same in every language
describeEachSite(siteChecks, ['en', 'ko']);
