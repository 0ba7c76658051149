import { test, expect } from './fixtures.ts';

const LOADING = 'Loading and verifying the records…';

test('slow records: the header and a loading line show meanwhile, then the catalog takes their place', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/records/manifest.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool Contract Explorer');
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Family' })).toHaveCount(0);

  release();
  await expect(page.getByRole('radiogroup', { name: 'Family' })).toBeVisible();
  await expect(page.getByText(LOADING)).toHaveCount(0);
  await expect(page.getByRole('listbox', { name: 'Tools' })).toBeVisible();
});

test('the page is first drawn with the catalog, or after 600 ms with a loading line, never as a bare header', async ({
  page,
}) => {
  // what the document holds when the header first enters it, and how long after the explorer first wrote to
  // its element (its mount)
  await page.addInitScript(() => {
    let mountedAt: number | null = null;
    const observer = new MutationObserver(() => {
      mountedAt ??= document.getElementById('app')?.firstChild ? performance.now() : null;
      if (!document.querySelector('h1')) return;
      observer.disconnect();
      Object.assign(window, {
        firstDrawn: {
          afterMountMs: performance.now() - (mountedAt ?? performance.now()),
          hasFamilies: document.querySelector('[role="radiogroup"]') !== null,
          hasLoadingLine: document.body.textContent?.includes('Loading and verifying the records…') ?? false,
        },
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
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
