import { loadCatalog, validateArguments } from '../src/core/index.ts';
import { test, expect, openExplorer, params, readCatalog } from './fixtures.ts';

const loaded = loadCatalog(readCatalog());
if (!loaded.ok) throw new Error('the synthetic catalog must load');
const catalog = loaded.value;

/** What the core answers for these arguments, so the test never types an expected outcome by hand. */
function expected(args: unknown) {
  const result = validateArguments(catalog, 'observe', args);
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

test('edit the arguments into each error and back to valid, announced as you type', async ({ page }) => {
  await openExplorer(page, '?family=reading&tool=observe');
  await page.getByRole('tab', { name: 'Documentation' }).focus();
  await page.keyboard.press('ArrowRight');
  const editor = page.getByRole('textbox', { name: 'Arguments' });
  await expect(editor).toBeVisible(); // the view's code may still be arriving on a cold load
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'JSON' })).toBeFocused(); // the Form/JSON switch
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  const status = page.getByRole('tabpanel').getByRole('status');
  await expect(status).toContainText('Shape valid.');
  await expect(status).toContainText('authorized: false');
  await expect(status).toContainText('executed: false');
  const sample = JSON.parse(await editor.inputValue());
  expect(validateArguments(catalog, 'observe', sample).ok).toBe(true);

  const replaceWith = async (text: string) => {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(text);
  };

  await replaceWith('{\n  "selector": \n}');
  await expect(status).toContainText('Invalid JSON at line 3, column 1.');
  await expect(status).toContainText('Unexpected “}” here.');

  const unknown = { selector: 'main', script: 'document.cookie' };
  await replaceWith(JSON.stringify(unknown));
  await expect(status).toContainText(expected(unknown).code);
  await expect(status).toContainText(expected(unknown).path);
  await expect(status).toContainText('Property "script" is not allowed.');
  await expect(status).toContainText('"document.cookie"');

  const wrong = { selector: 42 };
  await replaceWith(JSON.stringify(wrong));
  await expect(status).toContainText(expected(wrong).code);
  await expect(status).toContainText(expected(wrong).path);
  await expect(status).toContainText('Expected string but got integer.');

  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('"main"');
  await expect(status).toContainText('Shape valid.');
  await expect(editor).toBeFocused();
  await expect.poll(() => params(page).get('args')).toBe('{"selector":"main"}');
  expect(params(page).get('view')).toBe('arguments');

  const entries = await page.evaluate(() => history.length);
  await page.keyboard.type(' ');
  await expect.poll(() => params(page).get('args')).toBe('{"selector":"main" }');
  expect(await page.evaluate(() => history.length)).toBe(entries);
});
