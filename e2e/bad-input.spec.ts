import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test, expect, openExplorer } from './fixtures.ts';

const editor = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Arguments' });
const status = (page: import('@playwright/test').Page) => page.getByRole('tabpanel').getByRole('status');

test('1 MB of arguments text gets a clear answer and the page stays responsive', async ({ page }) => {
  await openExplorer(page, '?family=reading&tool=observe&view=arguments');
  const huge = JSON.stringify({ selector: 'x'.repeat(1_000_000) });
  await editor(page).fill(huge);
  await expect(status(page)).toContainText('INVALID_ARGUMENT_VALUE');
  await expect(status(page)).toContainText('String has 1000000 characters; the limit is 500.');
  const preview = await status(page).locator('code.value').textContent();
  expect(preview!.length).toBeLessThanOrEqual(120);
  await expect(page.getByText('too long to share in the address')).toBeVisible();
  await page.waitForTimeout(600);
  expect(new URL(page.url()).searchParams.get('args')).toBeNull();
  await page.getByRole('tab', { name: 'Documentation' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'observe' })).toBeVisible();
});

test('100,000 levels of nesting are answered without freezing', async ({ page }) => {
  await openExplorer(page, '?family=reading&tool=observe&view=arguments');
  await editor(page).fill(`{"selector": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
  await expect(status(page)).toContainText('INVALID_ARGUMENT_VALUE');
  await expect(status(page)).toContainText('/selector');
  await editor(page).fill('['.repeat(100_000));
  await expect(status(page)).toContainText('Invalid JSON at line 1, column 100001.');
});

test('a __proto__ key is an unknown key and pollutes nothing', async ({ page }) => {
  await openExplorer(page, '?family=reading&tool=observe&view=arguments');
  await editor(page).fill('{"__proto__": {"polluted": true}, "constructor": 1}');
  await expect(status(page)).toContainText('INVALID_ARGUMENT_KEYS');
  await expect(status(page)).toContainText('/__proto__');
  expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted)).toBeUndefined();
});

test('markup and script in arguments are shown as text and never run', async ({ page }) => {
  await openExplorer(page, '?family=reading&tool=observe&view=arguments');
  const markup = '<img src=x onerror="window.__ran=1"><script>window.__ran=2</script>';
  await editor(page).fill(JSON.stringify({ selector: 'main', [markup]: markup }));
  await expect(status(page)).toContainText('INVALID_ARGUMENT_KEYS');
  await expect(status(page)).toContainText('<img src=x');
  await expect(page.locator('main img, main script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
});

test('markup in a catalog description is shown as text and never run', async ({ page }) => {
  const markup = '<img src=x onerror="window.__ran=1"><b>bold</b>';
  const descriptions = JSON.parse(
    readFileSync(new URL('../public/records/descriptions.json', import.meta.url), 'utf8'),
  );
  descriptions.observe.en = markup;
  const body = JSON.stringify(descriptions);
  await page.route('**/records/descriptions.json', (route) => route.fulfill({ body }));
  await page.route('**/records/manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.descriptions.sha256 = createHash('sha256').update(body).digest('hex');
    await route.fulfill({ response, body: JSON.stringify(manifest) });
  });
  await openExplorer(page, '?family=reading&tool=observe');
  await expect(page.getByText(markup)).toBeVisible();
  await expect(page.locator('main img, main b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
});
