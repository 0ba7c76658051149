import SHELL from '../src/ui/i18n/dict/shell.ts';
import { test, expect, openExplorer } from './fixtures.ts';

for (const lang of ['en', 'ko'] as const) {
  test(`slow records: the header and a loading line show meanwhile, then the catalog takes their place (${lang})`, async ({
    page,
  }) => {
    const loading = SHELL[lang]['load.loading']!;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/records/manifest.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`./?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL[lang]['shell.title']!);
    await expect(page.getByRole('status').filter({ hasText: loading })).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(0);

    release();
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await expect(page.getByText(loading)).toHaveCount(0);
    await expect(page.getByRole('listbox')).toBeVisible();
  });
}

test('the page is first drawn with the catalog, or after 600 ms with a loading line, never as a bare header', async ({
  page,
}) => {
  // what the document holds when the header first enters it, and how long after the explorer first wrote to
  // its element (its mount)
  await page.addInitScript((loading) => {
    let mountedAt: number | null = null;
    const observer = new MutationObserver(() => {
      mountedAt ??= document.getElementById('app')?.firstChild ? performance.now() : null;
      if (!document.querySelector('h1')) return;
      observer.disconnect();
      Object.assign(window, {
        firstDrawn: {
          afterMountMs: performance.now() - (mountedAt ?? performance.now()),
          hasFamilies: document.querySelector('[role="radiogroup"]') !== null,
          hasLoadingLine: document.body.textContent?.includes(loading) ?? false,
        },
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, SHELL.en['load.loading']!);
  await page.goto('./');
  await expect(page.getByRole('listbox', { name: 'Tools' })).toBeVisible();
  const first = await page.evaluate(
    () =>
      (
        window as unknown as {
          firstDrawn: { afterMountMs: number; hasFamilies: boolean; hasLoadingLine: boolean };
        }
      ).firstDrawn,
  );
  if (first.hasFamilies) expect(first.hasLoadingLine).toBe(false);
  else {
    expect(first.hasLoadingLine).toBe(true);
    expect(first.afterMountMs).toBeGreaterThanOrEqual(600);
  }
});

test('the first screen on a phone sets its text in four sizes and weights', async ({ page }) => {
  // each size or weight a page first uses costs font lookups that wait on the browser, after the first paint
  await page.setViewportSize({ width: 412, height: 823 });
  await openExplorer(page);
  const fonts = await page.evaluate(() => {
    const seen = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (!element || !walker.currentNode.textContent?.trim()) continue;
      const box = element.getBoundingClientRect();
      if (box.bottom < 0 || box.top > innerHeight || box.width === 0) continue;
      const style = getComputedStyle(element);
      seen.add(`${style.fontFamily.split(',')[0]} ${style.fontSize} ${style.fontWeight}`);
    }
    return [...seen].sort();
  });
  expect(fonts).toHaveLength(4);
});
