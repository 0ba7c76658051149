import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  buildRecordFiles,
  checkToolResult,
  loadMcpToolsList,
  mcpToolCatalog,
  type ResultRecord,
} from '../src/core/index.ts';
import { prepareSite } from '../src/site/build-site.ts';
import { IMPORT_STRINGS } from '../src/ui/import/strings.ts';
import { test, expect, openExplorer } from './fixtures.ts';

const EN = IMPORT_STRINGS.en;
const KO = IMPORT_STRINGS.ko;
const LIST = {
  tools: [
    {
      name: 'count_rows',
      inputSchema: { type: 'object', properties: { table: { type: 'string' } } },
      outputSchema: { type: 'object', properties: { n: { type: 'integer', minimum: 0 } }, required: ['n'] },
    },
    { name: 'ping', inputSchema: { type: 'object' } },
  ],
};
const call = { op: 'call_tool', name: 'count_rows', arguments: { table: 'notes' } } as const;
const EXAMPLES = [
  {
    id: 'ok',
    title: { en: 'Counts notes', ko: '노트 세기' },
    call,
    result: { content: [], structuredContent: { n: 3 } },
  },
  {
    id: 'err',
    title: 'No such table',
    call,
    result: { content: [{ type: 'text', text: 'no table' }], isError: true },
  },
  { id: 'plain', title: 'Without a result', call },
];

/** The records folder the site builder writes for the list above and these examples, checked as a build checks them. */
function builtRecords(): Map<string, string> {
  const site = prepareSite({
    catalog: { file: 'count.json', value: LIST },
    examples: { file: 'examples.json', value: EXAMPLES },
  });
  if (!site.ok) throw new Error(`${site.error.code} ${site.error.path}: ${site.error.message}`);
  return site.value.records;
}

/** Serves `files` as the site's records folder: the page then opens the MCP list as its own. */
async function serveRecords(page: Page, files: Map<string, string>): Promise<void> {
  await page.route('**/records/*.json', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    const body = files.get(name);
    return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ body });
  });
}

const examples = (page: Page) => page.getByRole('region', { name: EN['mcp.examples'] });

test('a built site replays each recorded result of the selected tool with a match mark in words', async ({
  page,
}) => {
  await serveRecords(page, builtRecords());
  await openExplorer(page, '?tool=count_rows');
  const section = examples(page);
  await expect(section.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(3);
  const ok = section.getByRole('listitem').filter({ hasText: 'Counts notes' });
  await expect(ok.getByRole('group', { name: EN['mcp.example.call'] })).toContainText('"table": "notes"');
  await expect(ok.getByRole('group', { name: EN['mcp.example.result'] })).toContainText('"n": 3');
  await expect(ok.getByRole('status')).toHaveAttribute('data-replay', 'match');
  await expect(ok.getByRole('status')).toContainText(`✓ ${EN['mcp.example.match']}`);
  await expect(ok.getByRole('status')).toContainText(EN['mcp.example.now.conforms']!);
  const err = section.getByRole('listitem').filter({ hasText: 'No such table' });
  await expect(err).toContainText(EN['mcp.example.error_result']!);
  await expect(err.getByRole('status')).toHaveAttribute('data-replay', 'match');
  await expect(err.getByRole('status')).toContainText(EN['mcp.example.now.error_result']!);
  const plain = section.getByRole('listitem').filter({ hasText: 'Without a result' });
  await expect(plain).toContainText(EN['mcp.example.noResult']!);
  await expect(plain.getByRole('status')).toHaveCount(0);

  // a tool without examples shows none
  await page.getByRole('option', { name: 'ping' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'ping' })).toBeVisible();
  await expect(examples(page)).toHaveCount(0);
});

test('the replay is shown in Korean with the owner’s Korean title', async ({ page }) => {
  await serveRecords(page, builtRecords());
  await openExplorer(page, '?tool=count_rows&lang=ko');
  const section = page.getByRole('region', { name: KO['mcp.examples'] });
  const ok = section.getByRole('listitem').filter({ hasText: '노트 세기' });
  await expect(ok.getByRole('status')).toContainText(`✓ ${KO['mcp.example.match']}`);
});

test('a recorded verdict the check made now does not give is marked as a mismatch, with each problem', async ({
  page,
}) => {
  const result = { content: [], structuredContent: { n: -1 } };
  // records whose verdict was not computed by the build: the page must not take it on trust
  const forged: ResultRecord[] = [
    { id: 'forged', title: { en: 'Forged', ko: 'Forged' }, call, result, verdict: 'conforms' },
  ];
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  const files = buildRecordFiles(
    { catalogValue: LIST, kind: 'mcp', catalog: null, calls: [], examples: forged },
    sha256,
  );
  await serveRecords(page, files);
  await openExplorer(page, '?tool=count_rows');
  const status = examples(page).getByRole('listitem').filter({ hasText: 'Forged' }).getByRole('status');
  await expect(status).toHaveAttribute('data-replay', 'mismatch');
  await expect(status).toContainText(`✗ ${EN['mcp.example.mismatch']}`);
  const loaded = loadMcpToolsList(LIST);
  if (!loaded.ok) throw new Error('the list does not load');
  const expected = checkToolResult(mcpToolCatalog(loaded.value).tools[0]!, result).problems;
  expect(expected.map((problem) => problem.path)).toEqual(['/structuredContent/n']);
  await expect(status.getByRole('listitem')).toHaveCount(expected.length);
  await expect(status.getByRole('listitem').first()).toContainText('/structuredContent/n');
});

test('an examples file whose bytes differ from the manifest is refused by name, and the tool is still shown', async ({
  page,
}) => {
  const files = builtRecords();
  files.set('examples.json', files.get('examples.json')!.replace('"n": 3', '"n": 4'));
  await serveRecords(page, files);
  await openExplorer(page, '?tool=count_rows');
  await expect(page.getByRole('alert')).toContainText('examples.json');
  await expect(page.getByRole('heading', { level: 2, name: 'count_rows' })).toBeVisible();
  await expect(examples(page)).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no violations in a tool's replayed examples, ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await serveRecords(page, builtRecords());
    await openExplorer(page, '?tool=count_rows');
    await expect(examples(page).getByRole('status').first()).toHaveAttribute('data-replay', 'match');
    const results = await new AxeBuilder({ page }).include('.examples').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}
