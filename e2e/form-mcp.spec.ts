import { readFileSync } from 'node:fs';
import { compileSchema } from '../src/core/index.ts';
import { test, expect, openExplorer, params } from './fixtures.ts';
import { argumentsValue, loadMcpTools, NESTED_TOOL } from './form-data.ts';
import { sharedData } from '../scripts/shared-data.ts';

const VALID = 'Valid for this schema. A valid shape grants no permission and runs nothing.';

function checker() {
  const compiled = compileSchema(NESTED_TOOL.inputSchema);
  if (!compiled.ok) throw new Error('the nested tool must compile');
  return compiled.value;
}

test('fill a nested MCP tool by keyboard: a limited string, an enum, null, a variant and an array item', async ({
  page,
}) => {
  test.slow(); // many steps, each waiting for the worker's check
  await openExplorer(page);
  await loadMcpTools(page, [NESTED_TOOL]);
  await page.getByRole('radio', { name: 'JSON' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Form' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Form' })).toHaveAttribute('aria-checked', 'true');
  // The form is its own chunk: Tab reaches its first field once it is drawn.
  await expect(page.getByRole('textbox', { name: 'query (required)' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Reset to sample' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'query (required)' })).toBeFocused();
  await page.keyboard.type('crash');
  await expect(page.getByText('5 / 20', { exact: true })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add state' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'open', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'closed' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'closed' })).toHaveAttribute('aria-checked', 'true');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove state' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const since = page.getByRole('group', { name: 'since' });
  await expect(since.getByRole('textbox', { name: 'Value' })).toBeFocused();
  await page.keyboard.type('2026-11-01');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'since is null' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(since.getByRole('textbox')).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove since' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const target = page.getByRole('group', { name: 'target' });
  await expect(target.getByRole('radio', { name: 'integer' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(target.getByRole('radio', { name: 'string' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(target.getByRole('textbox', { name: 'string' })).toBeFocused();
  await page.keyboard.type('owner/repo');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add an item to filters' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'field (required)' })).toBeFocused();
  await page.keyboard.type('label');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'eq' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'eq' })).toHaveAttribute('aria-checked', 'true');

  const status = page.getByRole('status').filter({ hasText: /Valid|Refused|Checking/ });
  await expect(status).toHaveText(VALID);
  const expected = {
    query: 'crash',
    state: 'closed',
    since: null,
    target: 'owner/repo',
    filters: [{ field: 'label', op: 'eq' }],
  };
  expect(await argumentsValue(page)).toEqual(expected);
  expect(checker().validate(expected)).toEqual([]);
  // switching to JSON and back kept every value and the null toggle
  await expect(page.getByRole('checkbox', { name: 'since is null' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'field (required)' })).toHaveValue('label');
});

test('null brings back the value typed before, and each variant keeps its own value', async ({ page }) => {
  await openExplorer(page);
  await loadMcpTools(page, [NESTED_TOOL]);
  const editor = page.getByRole('textbox', { name: 'Arguments' });
  await editor.fill(JSON.stringify({ query: '', filters: [], since: 'yesterday', target: 7 }));
  await page.getByRole('radio', { name: 'Form' }).click();
  const since = page.getByRole('group', { name: 'since' });
  await since.getByRole('checkbox', { name: 'since is null' }).press('Space');
  await expect(since.getByRole('textbox')).toHaveCount(0);
  expect(await argumentsValue(page)).toMatchObject({ since: null });
  await since.getByRole('checkbox', { name: 'since is null' }).press('Space');
  await expect(since.getByRole('textbox', { name: 'Value' })).toHaveValue('yesterday');

  const target = page.getByRole('group', { name: 'target' });
  await expect(target.getByRole('spinbutton', { name: 'integer' })).toHaveValue('7');
  await target.getByRole('radio', { name: 'integer' }).press('ArrowRight');
  await target.getByRole('textbox', { name: 'string' }).fill('x');
  await target.getByRole('radio', { name: 'string' }).press('ArrowLeft');
  await expect(target.getByRole('spinbutton', { name: 'integer' })).toHaveValue('7');
  expect(await argumentsValue(page)).toMatchObject({ since: 'yesterday', target: 7 });
});

test('array items move and go by keyboard, focus staying with the item or its place', async ({ page }) => {
  await openExplorer(page);
  await loadMcpTools(page, [NESTED_TOOL]);
  const filters = ['a', 'b', 'c'].map((field) => ({ field, op: 'eq' }));
  await page.getByRole('textbox', { name: 'Arguments' }).fill(JSON.stringify({ query: '', filters }));
  await page.getByRole('radio', { name: 'Form' }).click();
  const fields = page.getByRole('textbox', { name: 'field (required)' });
  await expect(fields).toHaveCount(3);

  await page.getByRole('button', { name: 'Move item 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move item 1 up' })).toBeFocused();
  await expect(fields.nth(0)).toHaveValue('b');
  await expect(fields.nth(1)).toHaveValue('a');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move item 1 down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move item 2 down' })).toBeFocused();
  await expect(fields.nth(0)).toHaveValue('a');

  await page.getByRole('button', { name: 'Remove item 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(fields).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Remove item 2' })).toBeFocused();
  await expect(fields.nth(1)).toHaveValue('c');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove item 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Add an item to filters' })).toBeFocused();
  expect(await argumentsValue(page)).toEqual({ query: '', filters: [] });
});

test('every issue is at its field; the summary links move focus there, and fixing each clears it', async ({
  page,
}) => {
  await openExplorer(page);
  await loadMcpTools(page, [NESTED_TOOL]);
  const bad = { query: 5, filters: [{ field: '', op: 'zz' }], extra: true };
  await page.getByRole('textbox', { name: 'Arguments' }).fill(JSON.stringify(bad));
  await page.getByRole('radio', { name: 'Form' }).click();
  const paths = [
    ...new Set(
      checker()
        .validate(bad)
        .map((issue) => issue.path),
    ),
  ];
  const status = page.getByRole('status').filter({ hasText: /Valid|Refused|Checking/ });
  await expect(status).toContainText(`${checker().validate(bad).length} problems: ${paths.join(', ')}`);
  const link = (path: string) => status.getByRole('link', { name: path, exact: true });

  await link('/filters/0/op').press('Enter');
  const op = page.getByRole('radiogroup', { name: 'op (required)' });
  await expect(op.getByRole('radio', { name: 'eq' })).toBeFocused();
  await expect(op).toHaveAttribute('aria-invalid', 'true');
  const message = await op.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${message!.split(' ')[0]}"]`)).toContainText(
    'Value is not one of the 3 allowed values.',
  );
  await page.keyboard.press('Space');
  await expect(link('/filters/0/op')).toHaveCount(0);
  await expect(op).not.toHaveAttribute('aria-invalid', 'true');

  await link('/filters/0/field').press('Enter');
  const field = page.getByRole('textbox', { name: 'field (required)' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.insertText('label');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');

  await link('/extra').press('Enter');
  await expect(page.getByRole('button', { name: 'Remove extra' })).toBeFocused();
  await page.keyboard.press('Enter');

  await link('/query').press('Enter');
  const query = page.getByRole('textbox', { name: 'query (JSON) (required)' });
  await expect(query).toBeFocused();
  await expect(query).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('"bug"');
  await expect(status).toHaveText(VALID);
  expect(await argumentsValue(page)).toEqual({ query: 'bug', filters: [{ field: 'label', op: 'eq' }] });
});

test('the edit mode is one choice of the page: the form chosen for a scalar tool is the form of an MCP tool, and back', async ({
  page,
}) => {
  await openExplorer(page, '?tool=observe&view=arguments');
  const form = page.getByRole('radio', { name: 'Form' });
  const json = page.getByRole('radio', { name: 'JSON' });
  await form.click();
  await expect(form).toHaveAttribute('aria-checked', 'true');
  await loadMcpTools(page, [NESTED_TOOL]);
  await expect(form).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('textbox', { name: 'query (required)' })).toBeVisible();
  await json.click();
  await page.goBack();
  await expect(page).toHaveURL(/tool=observe/);
  await expect(json).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('textbox', { name: 'Arguments' })).toBeVisible();
});

test('Reset puts an MCP tool’s sample back by keyboard and takes the arguments out of the address at once', async ({
  page,
}) => {
  await openExplorer(page);
  await loadMcpTools(page, [NESTED_TOOL]);
  const editor = page.getByRole('textbox', { name: 'Arguments' });
  await expect(editor).not.toHaveValue('');
  const sample = await editor.inputValue();
  expect(JSON.parse(sample)).toEqual({ query: '', filters: [] });
  const status = page.getByRole('status').filter({ hasText: /Valid|Refused|Checking/ });
  await expect(status).toHaveText(VALID);

  const edited = JSON.stringify({ query: 'x'.repeat(21), filters: [] });
  await editor.fill(edited);
  await expect(status).not.toHaveText(VALID);
  await expect.poll(() => params(page).get('args')).toBe(edited);
  const entries = await page.evaluate(() => history.length);

  const reset = page.getByRole('button', { name: 'Reset to sample' });
  await reset.focus();
  await page.keyboard.press('Enter');
  // the address follows at once, in the same history entry, not after the typing pause
  expect([params(page).get('tool'), params(page).get('args')]).toEqual([NESTED_TOOL.name, null]);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await expect(editor).toHaveValue(sample);
  await expect(status).toHaveText(VALID);
  await expect(reset).toBeFocused();
});

const GITHUB_LIST = sharedData(
  'the form on the GitHub server’s list_issues',
  'mcp-real',
  'github-mcp-server.json',
);

test('a choice left unchosen does not hide a number past its maximum: the form refuses it at perPage', async ({
  page,
}) => {
  test.skip(GITHUB_LIST === undefined, 'needs ../shared/mcp-real/github-mcp-server.json');
  await openExplorer(page);
  await page.getByRole('button', { name: 'Load your own catalog…' }).click();
  await page.getByLabel('Choose a JSON file').setInputFiles({
    name: 'github-mcp-server.json',
    mimeType: 'application/json',
    buffer: readFileSync(GITHUB_LIST!),
  });
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: 'list_issues', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'list_issues' })).toBeVisible();
  await page.getByRole('tab', { name: 'Arguments' }).click();
  await page.getByRole('radio', { name: 'Form' }).click();

  await page.getByRole('button', { name: 'Add state' }).click();
  await expect(page.getByRole('radio', { name: 'OPEN' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Add perPage' }).click();
  const perPage = page.getByRole('spinbutton', { name: 'perPage' });
  await perPage.fill('500');

  const status = page.getByRole('status').filter({ hasText: /Valid|Refused|Checking/ });
  await expect(status).toContainText('Refused with 1 issue.');
  await expect(status).not.toContainText('Valid');
  await expect(status).toContainText('1 problem: /perPage');
  await expect(status).toContainText('Left out of the arguments until they hold a value: /state');
  await expect(perPage).toHaveAttribute('aria-invalid', 'true');
  const message = (await perPage.getAttribute('aria-describedby'))!.split(' ')[0];
  await expect(page.locator(`[id="${message}"]`)).toHaveText('The number must be at most 100.');
  // the unchosen state is not in the arguments, and its field says so
  const state = page.getByRole('radiogroup', { name: 'state' });
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  const stateMessage = (await state.getAttribute('aria-describedby'))!.split(' ')[0];
  await expect(page.locator(`[id="${stateMessage}"]`)).toHaveText(
    'Choose one of the values. Until then, it is left out of the arguments.',
  );
  expect(await argumentsValue(page)).toEqual({ owner: '', repo: '', perPage: 500 });
  await page.getByRole('radio', { name: 'JSON' }).click();
  await expect(page.getByRole('tabpanel').getByRole('status')).toContainText('Refused with 1 issue.');
});
