import type { Page } from '@playwright/test';
import {
  compileSchema,
  diffCatalogs,
  fillParts,
  MCP_SCHEMA_OPTIONS,
  SENTENCES,
  type SentenceKey,
  type SentenceParams,
} from '../src/core/index.ts';
import { COMPARE_STRINGS } from '../src/ui/compare/strings.ts';
import { test, expect, openExplorer } from './fixtures.ts';
import { NEW_LIST, OLD_LIST } from './compare-data.ts';

const COMPARE = 'Compare with…';

/** Puts the new list (or another) in use through the import dialog. */
async function useNewList(page: Page, list: { tools: unknown[] } = NEW_LIST): Promise<void> {
  await openExplorer(page);
  await page.getByRole('button', { name: 'Load your own catalog…' }).click();
  await page.getByLabel('Or paste catalog JSON').fill(JSON.stringify(list));
  await page.getByRole('button', { name: 'Load pasted JSON' }).click();
  await expect(page.getByRole('listbox', { name: 'Tools' }).getByRole('option')).toHaveCount(
    list.tools.length,
  );
}

/** Opens the comparison and loads the old list (or another) as a file. */
async function compareWithOld(page: Page, list: unknown = OLD_LIST): Promise<void> {
  await page.getByRole('button', { name: COMPARE }).click();
  await expect(page.getByRole('button', { name: COMPARE })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Compare with another version' })).toBeFocused();
  const buffer = Buffer.from(JSON.stringify(list));
  await page
    .getByLabel('Choose the other version’s JSON file')
    .setInputFiles({ name: 'v1.json', mimeType: 'application/json', buffer });
}

test('compares a loaded old version with the list in use: the break first, proved, its tool one click away', async ({
  page,
}) => {
  await useNewList(page);
  await compareWithOld(page);
  const panel = page.getByRole('region', { name: 'Compare with another version' });
  await expect(panel.getByRole('status')).toHaveText(/^Compared with v1\.json: \d+ changes, 3 breaking\.$/);
  await expect(
    panel.getByText('Old version: the loaded catalog. New version: the catalog in use.'),
  ).toBeVisible();
  // the verdicts rest on the diff's default assumption about callers, and the panel says so
  await expect(panel.getByText(SENTENCES.diff_callers.en, { exact: true })).toBeVisible();

  const headings = panel.getByRole('heading', { level: 3 });
  await expect(headings.first()).toHaveText('Breaking (3)');
  const breaking = panel.getByRole('list', { name: 'Breaking (3)' }).getByRole('listitem');
  await expect(breaking).toHaveCount(3);
  const required = breaking.filter({ hasText: 'required_added' });
  await expect(required).toContainText('Property "q" is now required.');
  const removed = breaking.filter({ hasText: 'tool_removed' });
  await expect(removed).toContainText('purge (removed: no longer in the catalog)');
  await expect(removed.getByRole('link')).toHaveCount(0);

  // the counterexample shown is accepted by the old schema and refused by the new one
  const proof = required.getByRole('group', {
    name: 'Arguments the old version accepts and the new one refuses:',
  });
  const counterexample: unknown = JSON.parse(await proof.innerText());
  const [before, after] = [OLD_LIST, NEW_LIST].map((list) =>
    compileSchema(list.tools[0]!.inputSchema, MCP_SCHEMA_OPTIONS),
  );
  if (!before!.ok || !after!.ok) throw new Error('fixture schemas refused');
  expect(before!.value.validate(counterexample)).toEqual([]);
  expect(after!.value.validate(counterexample).length).toBeGreaterThan(0);

  // the link is the tool's address, and a click opens the tool in the page without leaving the comparison
  const link = required.getByRole('link', { name: 'search' });
  await expect(link).toHaveAttribute('href', '?tool=search');
  await page.getByRole('listbox', { name: 'Tools' }).getByRole('option', { name: 'fetch_page' }).click();
  await link.click();
  await expect(
    page.getByRole('listbox', { name: 'Tools' }).getByRole('option', { name: 'search' }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('status')).toContainText('Compared with v1.json');
});

test('swaps old and new: the dropped tool reads as added', async ({ page }) => {
  await useNewList(page);
  await compareWithOld(page);
  const panel = page.getByRole('region', { name: 'Compare with another version' });
  await expect(panel.getByRole('status')).toContainText('3 breaking');
  await panel.getByRole('button', { name: 'Swap old and new' }).click();
  await expect(
    panel.getByText('Old version: the catalog in use. New version: the loaded catalog.'),
  ).toBeVisible();
  const compatible = panel.getByRole('list', { name: /^Compatible/ }).getByRole('listitem');
  await expect(compatible.filter({ hasText: 'tool_added' })).toContainText('purge');
  await expect(compatible.filter({ hasText: 'required_removed' })).toHaveCount(1);
});

test('refuses a broken file with the import error and its place, and closes from its button', async ({
  page,
}) => {
  await useNewList(page);
  await page.getByRole('button', { name: COMPARE }).click();
  const panel = page.getByRole('region', { name: 'Compare with another version' });
  await panel.getByLabel('Or paste the other version’s JSON').fill('{"tools": [');
  await panel.getByRole('button', { name: 'Compare with pasted JSON' }).click();
  await expect(panel.getByRole('status')).toContainText('The loaded catalog was refused.');
  await expect(panel.getByRole('status')).toContainText('INVALID_JSON');
  await expect(panel.getByRole('status')).toContainText('line 1');
  await page.getByRole('button', { name: COMPARE }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: COMPARE })).toHaveAttribute('aria-expanded', 'false');
});

/** A sentence filled as the page shows it: the values in place, isolated by elements, not characters. */
function filled(sentence: string, params: SentenceParams = {}): string {
  return fillParts(sentence, params)
    .map((part) => part.text)
    .join('');
}

test('switched to Korean, every change reads as the core’s Korean sentence, a refused schema’s problem too', async ({
  page,
}) => {
  // a third tool whose old schema the engine refuses: a $ref to a definition that is not there
  const lookup = (id: unknown) => ({ name: 'lookup', inputSchema: { type: 'object', properties: { id } } });
  const oldList = { tools: [...OLD_LIST.tools, lookup({ $ref: '#/$defs/id' })] };
  const newList = { tools: [...NEW_LIST.tools, lookup({ type: 'string' })] };
  await useNewList(page, newList);
  await compareWithOld(page, oldList);
  const english = page.getByRole('region', { name: COMPARE_STRINGS.en['compare.title'] });
  const refusedEnglish = english.getByRole('listitem').filter({ hasText: 'lookup' });
  await expect(refusedEnglish).toContainText('The old schema cannot be checked ("$ref" points to');

  const korean = page.getByRole('button', { name: '한국어' });
  await korean.click();
  await expect(korean).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  expect(new URL(page.url()).searchParams.get('lang')).toBe('ko');

  const say = COMPARE_STRINGS.ko;
  const panel = page.getByRole('region', { name: say['compare.title'] });
  const diffed = diffCatalogs(oldList, newList);
  if (!diffed.ok) throw new Error('the fixture lists must read');
  const { breaking, changes } = diffed.value;
  await expect(panel.getByRole('status')).toHaveText(
    filled(say['compare.summary'], { origin: 'v1.json', count: changes.length, breaking }),
  );
  const problem = filled(SENTENCES.ref_not_found.ko, { keyword: '$ref', ref: '#/$defs/id' });
  const expected: [tool: string, className: string, key: SentenceKey, params?: SentenceParams][] = [
    ['search', 'bound_tightened', 'diff_keyword_changed.added', { keyword: 'maxLength', after: '5' }],
    ['search', 'required_added', 'diff_required_added', { key: 'q' }],
    ['search', 'description_changed', 'diff_description_changed'],
    ['purge', 'tool_removed', 'diff_tool_removed', { tool: 'purge' }],
    ['lookup', 'schema_changed', 'diff_schema_changed.old_not_checkable', { problem }],
  ];
  expect(changes.map((change) => [change.tool, change.class])).toEqual(
    expected.map(([tool, className]) => [tool, className]),
  );
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(expected.length);
  for (const [tool, className, key, params] of expected) {
    const item = items.filter({ hasText: tool }).filter({ hasText: className });
    await expect(item.getByRole('paragraph').nth(1)).toHaveText(filled(SENTENCES[key].ko, params));
  }
  await expect(panel.getByText(SENTENCES.diff_callers.ko, { exact: true })).toBeVisible();
  await expect(panel).not.toContainText('points to');
});
