import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  lintForProvider,
  loadMcpToolsList,
  mcpProviderTool,
  mcpTool,
  type Provider,
} from '../src/core/index.ts';
import IMPORT_BAR_STRINGS from '../src/ui/i18n/dict/import.ts';
import { IMPORT_STRINGS } from '../src/ui/import/strings.ts';
import { test, expect, openExplorer, params, looksFor } from './fixtures.ts';
import { MCP_LIST } from './import-data.ts';

// the import spec's MCP list (one tool's $ref leads nowhere) plus a dotted name two providers refuse
const LIST = {
  tools: [
    ...MCP_LIST.tools,
    {
      name: 'files.read',
      description: 'Reads a file.',
      inputSchema: {
        type: 'object',
        properties: { path: { type: 'string', maxLength: 200 }, limit: { type: 'integer', minimum: 1 } },
        required: ['path'],
      },
    },
    // a malformed schema: acceptable to no provider, with the code and pointer that check gives
    { name: 'lookup', inputSchema: { type: 'object', properties: { q: { type: 'strin' } } } },
  ],
};
const loaded = loadMcpToolsList(LIST);
if (!loaded.ok) throw new Error('the list does not load');
const IMPORTED = loaded.value.tools;
const FORMATS = [
  ['mcp', false],
  ['openai', false],
  ['openai', true],
  ['anthropic', false],
  ['anthropic', true],
  ['gemini', false],
] as const satisfies readonly (readonly [Provider, boolean])[];

/** What a cell must show, from the core: the count of refused findings, or the tool's own defect code. */
function expectedCell(name: string, col: number): string {
  // the tool as the page has it: imported, so a schema the import found malformed carries its defect
  const tool = IMPORTED.find((entry) => entry.name === name)!;
  const [provider, strict] = FORMATS[col]!;
  const result = lintForProvider(mcpProviderTool(mcpTool(tool)), provider, { strict });
  if (!result.ok) return result.error.code;
  return String(result.value.filter((finding) => finding.effect === 'rejected').length);
}

async function loadList(page: Page, query = '', lang: 'en' | 'ko' = 'en'): Promise<void> {
  await openExplorer(page, query);
  await page.getByRole('button', { name: IMPORT_BAR_STRINGS[lang]['import.open'] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(IMPORT_STRINGS[lang]['import.paste']).fill(JSON.stringify(LIST));
  await dialog.getByRole('button', { name: IMPORT_STRINGS[lang]['import.load'] }).click();
  await expect(dialog).toBeHidden();
}

test('an MCP list has its Portability view: every cell is the core’s count, and a cell opens that tool in that format', async ({
  page,
}) => {
  await loadList(page);
  const views = page.getByRole('tablist', { name: 'Views' });
  await expect(views.getByRole('tab', { name: 'Documentation' })).toHaveAttribute('aria-selected', 'true');
  // one Tab stop reaches the row of views; the End key selects Portability, the last, and the address follows
  await views.getByRole('tab', { name: 'Documentation' }).focus();
  await page.keyboard.press('End');
  await expect(views.getByRole('tab', { name: 'Portability' })).toBeFocused();
  await expect(views.getByRole('tab', { name: 'Portability' })).toHaveAttribute('aria-selected', 'true');
  expect(params(page).get('view')).toBe('portability');

  const table = page.getByRole('table');
  await expect(table.locator('caption')).toContainText(`${LIST.tools.length} tools`);
  const rows = table.locator('tbody tr:not(.spacer)');
  await expect(rows).toHaveCount(LIST.tools.length);
  const names: string[] = [];
  for (let r = 0; r < LIST.tools.length; r++) {
    const name = (await rows.nth(r).locator('th').textContent())?.trim() ?? '';
    names.push(name);
    const buttons = rows.nth(r).getByRole('button');
    for (let c = 0; c < FORMATS.length; c++) await expect(buttons.nth(c)).toHaveText(expectedCell(name, c));
  }
  expect([...names].sort()).toEqual(LIST.tools.map((tool) => tool.name).sort());
  // the dotted name is refused by OpenAI as it is, and the cell's name says which tool and format
  const dotted = names.indexOf('files.read');
  const openai = rows.nth(dotted).getByRole('button').nth(1);
  await expect(openai).toHaveAccessibleName(`files.read in OpenAI: ${expectedCell('files.read', 1)} refused`);
  expect(Number(expectedCell('files.read', 1))).toBeGreaterThan(0);

  // keyboard: arrows move within the table, Enter opens that tool in that format with focus on it
  await rows.first().getByRole('button').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(rows.first().getByRole('button').nth(2)).toBeFocused();
  // a cell focused another way (a pointer, a screen reader's cursor) is where the arrows go on from
  await rows.first().getByRole('button').nth(1).focus();
  for (let r = 0; r < dotted; r++) await page.keyboard.press('ArrowDown');
  await expect(openai).toBeFocused();
  await page.keyboard.press('Enter');
  // a tool's formats are part of its documentation
  await expect(views.getByRole('tab', { name: 'Documentation' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'files.read' })).toBeFocused();
  await expect(page.getByRole('option', { name: /files\.read/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'OpenAI', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(params(page).get('provider')).toBe('openai');
  // the documentation is the default view: the address names none
  expect(params(page).get('view')).toBeNull();
  // Back returns to the table
  await page.goBack();
  await expect(views.getByRole('tab', { name: 'Portability' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table')).toBeVisible();
});

test('a tool whose schema is malformed is acceptable to no provider, in the table and in each format', async ({
  page,
}) => {
  await loadList(page);
  await page.getByRole('option', { name: 'lookup' }).click();
  await page.getByRole('tab', { name: 'Documentation' }).click();
  const alert =
    'This tool cannot be put in a provider’s format: INVALID_SCHEMA at “/inputSchema/properties/q/type”.';
  for (const format of ['MCP', 'OpenAI', 'Gemini']) {
    await page.getByRole('radio', { name: format, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be put' })).toHaveText(alert);
    await expect(page.getByText('takes this tool as it is')).toHaveCount(0);
  }
  await page.getByRole('tab', { name: 'Portability' }).click();
  const row = page.getByRole('table').locator('tbody tr', { has: page.locator('th', { hasText: 'lookup' }) });
  await expect(row.getByRole('button')).toHaveText(FORMATS.map(() => 'INVALID_SCHEMA'));
});

test('a shared link to Portability opens it for an MCP list loaded on arrival', async ({ page }) => {
  await loadList(page, '?view=portability');
  await expect(page.getByRole('tab', { name: 'Portability' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table').locator('caption')).toContainText(`${LIST.tools.length} tools`);
});

// one look in npm test, each spec another, so npm test reads every language and scheme across them; every pair in
// npm run test:e2e:full
for (const [lang, scheme] of looksFor(2)) {
  test(`axe finds no violations in an MCP list’s Portability view, ${lang}, ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await loadList(page, `?view=portability&lang=${lang}`, lang);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(
      lang === 'en' ? 'Portability' : '이식성',
    );
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}

test('at 320 px an MCP list’s Portability view does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await loadList(page, '?view=portability');
  await expect(page.getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
