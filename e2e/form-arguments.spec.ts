import type { Locator, Page } from '@playwright/test';
import { loadCatalog, validateArguments } from '../src/core/index.ts';
import { test, expect, openExplorer, params, readCatalog } from './fixtures.ts';

const loaded = loadCatalog(readCatalog());
if (!loaded.ok) throw new Error('the synthetic catalog must load');
const catalog = loaded.value;

/** The Arguments view's status region: the check's verdict and, in the form, the problems summary. */
function result(page: Page): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('status')
    .filter({ hasText: /Shape valid|Refused/ });
}

test('switch to the form by keyboard, edit a field, and the address carries the same arguments', async ({
  page,
}) => {
  await openExplorer(page, '?family=reading&tool=observe&view=arguments');
  const editor = page.getByRole('textbox', { name: 'Arguments' });
  const sample = JSON.parse(await editor.inputValue());
  await page.getByRole('radio', { name: 'JSON' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Form' })).toHaveAttribute('aria-checked', 'true');
  await expect(editor).toHaveCount(0);

  const selector = page.getByRole('textbox', { name: 'selector' });
  await expect(selector).toHaveValue(sample.selector);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(selector).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' p');
  const expected = { ...sample, selector: `${sample.selector} p` };
  await expect(page.getByText(`${[...expected.selector].length} / 500`, { exact: true })).toBeVisible();
  await expect.poll(() => params(page).get('args')).not.toBeNull();
  expect(JSON.parse(params(page).get('args')!)).toEqual(expected);
  expect(validateArguments(catalog, 'observe', expected).ok).toBe(true);
  await expect(result(page)).toContainText('Shape valid.');

  await page.getByRole('radio', { name: 'Form' }).press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'JSON' })).toBeFocused();
  expect(JSON.parse(await editor.inputValue())).toEqual(expected);

  // the address restores the arguments, and the form shows them
  await page.reload();
  await page.getByRole('radio', { name: 'Form' }).click();
  await expect(page.getByRole('textbox', { name: 'selector' })).toHaveValue(expected.selector);
});

test('a key typed in JSON that the tool refuses is listed at its place and removed from the summary link', async ({
  page,
}) => {
  const args = { selector: 'main', script: 'document.cookie' };
  await openExplorer(page, `?tool=observe&view=arguments&args=${encodeURIComponent(JSON.stringify(args))}`);
  await page.getByRole('radio', { name: 'Form' }).click();
  const refused = validateArguments(catalog, 'observe', args);
  if (refused.ok) throw new Error('the core must refuse the key');
  const status = result(page);
  await expect(status).toContainText(refused.error.code);
  await expect(status).toContainText(`1 problem: ${refused.error.path}`);
  await expect(page.getByRole('group', { name: 'Keys the schema does not allow' })).toContainText('script');

  await status.getByRole('link', { name: refused.error.path }).press('Enter');
  const remove = page.getByRole('button', { name: 'Remove script' });
  await expect(remove).toBeFocused();
  await expect(page.locator(`[id="${await remove.getAttribute('aria-describedby')}"]`)).toHaveText(
    'Property "script" is not allowed.',
  );
  await page.keyboard.press('Enter');
  await expect(status).toContainText('Shape valid.');
  await expect.poll(() => params(page).get('args')).toBe(JSON.stringify({ selector: 'main' }, null, 2));
});

test('a number field out of the integer range is marked invalid until fixed, and a left-out field comes back by keyboard', async ({
  page,
}) => {
  await openExplorer(page, '?family=reading&tool=observe&view=arguments');
  await page.getByRole('radio', { name: 'Form' }).click();
  const nodes = page.getByRole('spinbutton', { name: 'max_nodes' });
  await nodes.fill('1e300');
  const bad = { selector: '#main', include_hidden: true, max_nodes: 1e300 };
  const refused = validateArguments(catalog, 'observe', bad);
  if (refused.ok) throw new Error('the core must refuse 1e300');
  await expect(result(page)).toContainText(`1 problem: ${refused.error.path}`);
  await expect(nodes).toHaveAttribute('aria-invalid', 'true');
  await nodes.fill('25');
  await expect(nodes).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Remove max_nodes' }).press('Enter');
  const add = page.getByRole('button', { name: 'Add max_nodes' });
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nodes).toBeFocused();
  await expect(result(page)).toContainText('max_nodes');
  await page.keyboard.type('7');
  await expect(result(page)).toContainText('Shape valid.');
});
