import type { Page } from '@playwright/test';
import {
  lintForProvider,
  loadMcpToolsList,
  mcpProviderTool,
  mcpTool,
  MCP_RULE_SECTIONS,
  outputSchemaFate,
  PROVIDER_LABELS,
  PROVIDERS,
  type McpRevision,
  type McpRuleId,
} from '../src/core/index.ts';
import IMPORT_BAR_STRINGS from '../src/ui/i18n/dict/import.ts';
import { IMPORT_STRINGS } from '../src/ui/import/strings.ts';
import { PROVIDERS_STRINGS } from '../src/ui/providers/strings.ts';
import { test, expect, openExplorer } from './fixtures.ts';

const EN = PROVIDERS_STRINGS.en;
const LIST = {
  tools: [
    { name: 'files/read', inputSchema: { type: 'object' } },
    {
      name: 'list_rows',
      inputSchema: { type: 'object' },
      outputSchema: { type: 'array', items: { type: 'string' } },
    },
    {
      name: 'count_rows',
      inputSchema: { type: 'object' },
      outputSchema: { type: 'object', properties: { n: { type: 'integer' } } },
    },
    {
      name: 'by_header',
      inputSchema: { type: 'object', properties: { region: { type: 'object', 'x-mcp-header': 'Region' } } },
    },
  ],
};
const loaded = loadMcpToolsList(LIST);
if (!loaded.ok) throw new Error('the list does not load');
const TOOLS = loaded.value.tools.map((tool) => mcpProviderTool(mcpTool(tool)));

/** The MCP findings of one tool under `spec`, from the core. */
function findings(name: string, spec: McpRevision) {
  const result = lintForProvider(
    TOOLS.find((tool) => tool.name === name)!,
    'mcp',
    { spec },
  );
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}
const refused = (name: string, spec: McpRevision) =>
  String(findings(name, spec).filter((finding) => finding.effect === 'rejected').length);

async function openPortability(page: Page): Promise<void> {
  await openExplorer(page, '');
  await page.getByRole('button', { name: IMPORT_BAR_STRINGS.en['import.open'] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(IMPORT_STRINGS.en['import.paste']).fill(JSON.stringify(LIST));
  await dialog.getByRole('button', { name: IMPORT_STRINGS.en['import.load'] }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Portability' }).click();
}

/** The words naming a rule's section of the specification (the section isolated, as every value is). */
const section = (rule: McpRuleId) =>
  EN['portability.section'].replace('{section}', `\u2068${MCP_RULE_SECTIONS[rule]}\u2069`);

/** The findings' items, each inside its tool's item. */
const findingItems = (list: ReturnType<Page['getByRole']>) => list.locator('li li');

const mcpCell = (page: Page, name: string) =>
  page
    .getByRole('table')
    .locator('tbody tr', { has: page.locator('th', { hasText: name }) })
    .getByRole('button')
    .first();

test('the MCP column applies the chosen revision, the newest by default, and lists each finding with its section', async ({
  page,
}) => {
  await openPortability(page);
  const revisions = page.getByRole('radiogroup', { name: EN['portability.revision'] });
  const newest = revisions.getByRole('radio', { name: '2026-07-28' });
  await expect(newest).toHaveAttribute('aria-checked', 'true');
  for (const name of ['list_rows', 'by_header'])
    await expect(mcpCell(page, name)).toHaveText(refused(name, '2026-07-28'));
  expect(refused('by_header', '2026-07-28')).toBe('1');
  const list = page.getByRole('region', { name: 'MCP 2026-07-28: each finding' });
  const header = findingItems(list).filter({ hasText: 'INVALID_HEADER_PARAMETER' });
  await expect(header).toContainText('/inputSchema/properties/region/x-mcp-header');
  await expect(header).toContainText(section('mcp-header'));
  await expect(header).toContainText('docs/mcp-spec.md#mcp-header');
  await expect(findingItems(list).filter({ hasText: 'NAME_NOT_ALLOWED' })).toContainText(section('mcp-name'));
  await expect(list).not.toContainText('OUTPUT_NOT_OBJECT');

  // one Tab stop, arrows choose: the previous revision refuses the array outputSchema and has no header rule
  await newest.focus();
  await page.keyboard.press('ArrowLeft');
  const previous = revisions.getByRole('radio', { name: '2025-11-25' });
  await expect(previous).toBeFocused();
  await expect(previous).toHaveAttribute('aria-checked', 'true');
  expect(refused('list_rows', '2025-11-25')).toBe('1');
  for (const name of ['list_rows', 'by_header', 'count_rows'])
    await expect(mcpCell(page, name)).toHaveText(refused(name, '2025-11-25'));
  const older = page.getByRole('region', { name: 'MCP 2025-11-25: each finding' });
  const root = findingItems(older).filter({ hasText: 'OUTPUT_NOT_OBJECT' });
  await expect(root).toContainText('/outputSchema/type');
  await expect(root).toContainText(section('mcp-output-root'));
  await expect(older).not.toContainText('INVALID_HEADER_PARAMETER');

  // the oldest names no default dialect: a finding that does not refuse, for every tool
  await page.keyboard.press('Home');
  await expect(revisions.getByRole('radio', { name: '2025-06-18' })).toHaveAttribute('aria-checked', 'true');
  const oldest = page.getByRole('region', { name: 'MCP 2025-06-18: each finding' });
  await expect(oldest.getByText('DIALECT_NOT_NAMED')).toHaveCount(
    LIST.tools.length + LIST.tools.filter((tool) => 'outputSchema' in tool).length,
  );
});

test('the Portability view says what each format does with outputSchema, as each adapter does', async ({
  page,
}) => {
  await openPortability(page);
  const section = page.getByRole('region', { name: EN['portability.outputTitle'] });
  await expect(section).toContainText('2 of 4 tools declare an outputSchema.');
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(PROVIDERS.length);
  for (const [i, provider] of PROVIDERS.entries()) {
    const fate = outputSchemaFate(provider);
    await expect(items.nth(i)).toHaveAttribute('data-fate', fate.fate);
    await expect(items.nth(i)).toContainText(PROVIDER_LABELS[provider].name);
    if (fate.fate === 'kept')
      await expect(items.nth(i)).toContainText(`kept: the request carries it at ${fate.path}.`);
    else await expect(items.nth(i)).toContainText('dropped:');
  }
  expect(outputSchemaFate('mcp').fate).toBe('kept');
  expect(outputSchemaFate('openai').fate).toBe('dropped');
});
