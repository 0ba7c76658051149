import AxeBuilder from '@axe-core/playwright';
import { test, expect, looksFor, openExplorer } from './fixtures.ts';

const views = [
  ['nothing selected yet', '?'],
  ['schema', '?family=reading&tool=select_tab'],
  ['arguments (valid)', '?family=reading&tool=observe&view=arguments'],
  [
    'arguments (refused)',
    `?tool=observe&view=arguments&args=${encodeURIComponent('{"script": "<b>x</b>"}')}`,
  ],
  ['arguments (invalid JSON)', `?tool=observe&view=arguments&args=${encodeURIComponent('{"a": ')}`],
  ['records (opened)', '?view=records&record=unknown-key&tool=observe&args=%7B%7D'],
  ['a bad link', '?family=nope&tool=Bad'],
] as const;

for (const [index, [name, query]] of views.entries()) {
  for (const [lang, scheme] of looksFor(index)) {
    test(`axe finds no violations: ${name}, ${lang}, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openExplorer(page, `${query}&lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
  }
}

test('axe finds no violations at 320 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openExplorer(page, '?family=reading&tool=observe&view=arguments');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('at 320 px a link to the last view shows its tab inside the scrolling tab row, the page unscrolled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openExplorer(page, '?view=portability');
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveText('Portability');
  const boxes = await page.getByRole('tablist').evaluate((list) => {
    const tab = list.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
    const row = list.getBoundingClientRect();
    return {
      tabLeft: tab.left,
      tabRight: tab.right,
      rowLeft: row.left,
      rowRight: row.right,
      scrollX: window.scrollX,
    };
  });
  expect(boxes.tabLeft).toBeGreaterThanOrEqual(boxes.rowLeft - 1);
  expect(boxes.tabRight).toBeLessThanOrEqual(boxes.rowRight + 1);
  expect(boxes.scrollX).toBe(0);
});

for (const lang of ['en', 'ko'] as const) {
  test(`at 320 px the five tabs share one line whichever is selected, ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openExplorer(page, `?tool=observe&lang=${lang}`);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(5);
    for (let i = 0; i < 5; i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      const tops = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
      expect(new Set(tops).size, await tabs.nth(i).innerText()).toBe(1);
    }
  });
}
