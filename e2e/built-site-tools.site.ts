// For every tool of a built site (npm run test:site -- --site <dir>): the plain documentation's search and
// copy-link (without the explorer), its ?tool=NAME link and the explorer's search (with it).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { toolAnchor } from '../src/site/static-html.ts';
import type { ExpectedSite } from './site-data.ts';
import { describeEachSite } from './each-site.ts';

// one check per tool: a trace of every step of these loops would cost more than the checks themselves
test.use({ trace: 'off' });

describeEachSite(siteChecks);

/** Every check of this file on one built site. */
function siteChecks(site: ExpectedSite): void {
  const isMcp = site.kind === 'mcp';

  // tools are checked in runs of this many, each run a test of its own, so the two workers share them
  const RUN = 30;

  /** The tools in runs of RUN, in order. */
  function runsOf<T>(items: readonly T[]): T[][] {
    const runs: T[][] = [];
    for (let i = 0; i < items.length; i += RUN) runs.push(items.slice(i, i + RUN));
    return runs;
  }

  /** A run's name in a test's title: its first and last tool. */
  function runName(names: readonly string[]): string {
    return names.length === 1 ? names[0]! : `${names[0]} to ${names.at(-1)}`;
  }

  /**
   * Keeps the explorer's own scripts from running: each arrives empty, so the plain documentation stays with
   * its search script, and the page's console (which the fixture checks) shows only what that script does.
   */
  async function withoutExplorer(page: Page): Promise<void> {
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
  }

  /** What the documentation's search says it found (public/docs-search.js). */
  function docsCount(count: number, total: number): string {
    if (count === total) return `${total} ${total === 1 ? 'tool' : 'tools'}`;
    if (count === 0) return 'No tool matches';
    return `${count} of ${total} tools ${count === 1 ? 'matches' : 'match'}`;
  }

  for (const run of runsOf(site.searches)) {
    test(`without the explorer, the documentation’s search finds each tool by a word of its description and copies its link: ${runName(run.map((tool) => tool.name))}`, async ({
      page,
      baseURL,
    }) => {
      test.slow(); // one search and one copy per tool
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await withoutExplorer(page);
      await page.goto('./');
      const docs = page.locator('#docs');
      const box = docs.getByRole('searchbox', { name: 'Search tools' });
      const status = docs.locator('.docs-search').getByRole('status');
      const total = site.docOrder.length;
      await expect(status).toHaveText(docsCount(total, total));
      for (const { name, word, count } of run) {
        await box.fill(word);
        await expect(status, `searching ${word} for ${name}`).toHaveText(docsCount(count, total));
        await expect(docs.locator('article:visible')).toHaveCount(count);
        const id = toolAnchor(name);
        const article = docs.locator(`article:has(> h3[id="${id}"])`);
        await expect(article).toBeVisible();
        await expect(docs.locator(`nav a[href="#${id}"]`)).toBeVisible();
        await article.getByRole('button', { name: 'Copy link' }).click();
        await expect(article.getByRole('status')).toHaveText('Link copied');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}#${id}`);
      }
      await box.fill('');
      await expect(status).toHaveText(docsCount(total, total));
      await expect(docs.locator('article:visible')).toHaveCount(total);
    });
  }

  test('without the explorer, the documentation with its search box and copy buttons has no axe violations', async ({
    page,
  }) => {
    test.slow(); // axe walks the whole documentation
    await withoutExplorer(page);
    await page.goto('./');
    const first = site.searches[0];
    // a search shows the box, its count and the matching tools: what a reader meets after typing
    if (first) await page.getByRole('searchbox', { name: 'Search tools' }).fill(first.word);
    await expect(page.locator('#docs .copy-link').first()).toBeAttached();
    const results = await new AxeBuilder({ page }).include('#docs').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  // discovery never lists a disabled scalar tool, and a link to one says so instead of opening it
  const listed = new Set(isMcp ? site.allTools : site.groups[0]!.tools);

  for (const run of runsOf(site.allTools)) {
    test(`with JavaScript, ?tool=NAME opens each tool: ${runName(run)}`, async ({ page }) => {
      test.slow(); // one page load per tool
      for (const name of run) {
        await page.goto(`./?tool=${encodeURIComponent(name)}`);
        if (!listed.has(name)) {
          const alert = page.getByRole('alert');
          await expect(alert).toContainText(`“${name}”`);
          await expect(alert).toContainText('TOOL_NOT_AVAILABLE_IN_FAMILY');
          continue;
        }
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
        const option = page
          .getByRole('listbox', { name: 'Tools' })
          .locator(`[data-name=${JSON.stringify(name)}]`);
        if (!isMcp) await expect(option).toHaveAttribute('aria-selected', 'true');
      }
    });
  }

  test('with JavaScript, the explorer’s search lists every tool by a word of its description (a scalar one by its name)', async ({
    page,
  }) => {
    await page.goto('./');
    const box = page.getByRole('searchbox', { name: 'Search tools' });
    const list = page.getByRole('listbox', { name: 'Tools' });
    for (const { name, word } of site.appSearches) {
      await box.fill(word);
      await expect(list.locator(`[role="option"][data-name=${JSON.stringify(name)}]`)).toBeVisible();
    }
  });
}
