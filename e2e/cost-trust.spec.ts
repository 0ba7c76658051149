import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCatalog, pinCatalog, scanTools, toolCatalog } from '../src/core/index.ts';
import { PIN_HASHING } from '../src/cli/commands/pin-hashing.ts';
import { MAX_KEPT_CHARS } from '../src/ui/import/keep-catalog.ts';
import { budgetCatalog } from '../scripts/bench/budget.ts';
import { test, expect, openExplorer, pasteCatalog } from './fixtures.ts';
import { POISONED_TOOL, SMUGGLED, WEATHER_LIST } from './cost-trust-data.ts';
import { expectPlan, onDemand, type BudgetJson } from './cost-trust-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'cost-trust-'));
const file = join(dir, 'weather.json');
writeFileSync(file, JSON.stringify(WEATHER_LIST));
// kept while this process runs: a test may ask for a figure first after another test's hooks have run
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

const budget = onDemand<BudgetJson>(() => ['budget', file, '--format', 'json']);
// a limit that keeps some tools and leaves the others to discovery
const limit = () => Math.floor(budget().total * 0.6);
const planned = onDemand<BudgetJson>(() => ['budget', file, '--format', 'json', '--limit', String(limit())]);
const anthropic = onDemand<BudgetJson>(() => ['budget', file, '--format', 'json', '--provider', 'anthropic']);
const pins = onDemand<{ tools: Record<string, string> }>(() => ['pin', file]);

test('a poisoned list: its finding with the hidden text decoded, its pin as tool-contract pin writes it', async ({
  page,
}) => {
  await pasteCatalog(page, WEATHER_LIST);
  const count = page.getByRole('status').filter({ hasText: 'Scan of the tool texts' });
  await expect(count).toHaveText('Scan of the tool texts — errors: 3, warnings: 1, in 1 of 4 tools.');
  await expect(count).toHaveAttribute('data-errors', '3');

  await page.getByRole('button', { name: POISONED_TOOL }).click();
  expect(new URL(page.url()).searchParams.get('tool')).toBe(POISONED_TOOL);
  const findings = page.getByRole('region', { name: `Scan findings for ${POISONED_TOOL}` });
  const hidden = findings.getByRole('listitem').filter({ hasText: 'HIDDEN_TEXT' });
  await expect(hidden).toContainText('error');
  await expect(hidden).toContainText('/description');
  await expect(hidden.locator('pre')).toHaveText(SMUGGLED);
  await expect(findings.getByRole('listitem')).toHaveCount(4);
  // the pin of the list as served, hashed in the page, is the one the command line writes
  await expect(findings.locator('code[data-pin]')).toHaveText(pins().tools[POISONED_TOOL]!);
  await page.getByRole('option', { name: 'get_alerts' }).click();
  await expect(
    page.getByRole('region', { name: 'Scan findings for get_alerts' }).locator('code[data-pin]'),
  ).toHaveText(pins().tools.get_alerts!);
});

test('the bill counted in its worker is tool-contract budget’s, and a plan partitions the tools as it does', async ({
  page,
}) => {
  await pasteCatalog(page, WEATHER_LIST);
  const bill = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: /^Context cost/ }) })
    .first();
  await bill.locator('summary').click();
  const total = bill.getByText(/^Every tool sent with each request/);
  await expect(total).toContainText(budget().total.toLocaleString('en'));
  await expect(bill.locator('[data-total]')).toHaveAttribute('data-total', String(budget().total));
  const costliest = bill.getByRole('table', { name: 'The five costliest tools' });
  const byTokens = [...budget().tools].sort((a, b) => b.tokens - a.tokens).map((tool) => tool.name);
  await expect(costliest.getByRole('rowheader')).toHaveText(byTokens);

  const plan = planned().plan!;
  await expectPlan(bill, limit(), plan);
  await expect(bill.locator('[data-discovery-tokens]')).toHaveAttribute(
    'data-discovery-tokens',
    String(plan.discoveryTokens),
  );

  // another provider is counted when chosen, its figure marked an estimate
  await bill.getByLabel('Provider').selectOption({ label: 'Anthropic' });
  await expect(bill.locator('[data-total]')).toHaveAttribute('data-total', String(anthropic().total));
  await expect(bill.getByText('An estimate: this provider’s tokenizer is not public.')).toBeVisible();
  await bill.getByLabel('Provider').selectOption({ label: 'OpenAI' });
  await expect(bill.locator('[data-total]')).toHaveAttribute('data-total', String(budget().total));

  // the tool's own figure, with parts that add up to it
  await costliest.getByRole('button', { name: POISONED_TOOL }).click();
  expect(new URL(page.url()).searchParams.get('tool')).toBe(POISONED_TOOL);
  const tool = budget().tools.find((one) => one.name === POISONED_TOOL)!;
  const toolBill = page
    .locator('details')
    .filter({ hasText: /^Context cost/ })
    .last();
  await toolBill.locator('summary').click();
  const parts = toolBill.getByRole('table', { name: `Where ${POISONED_TOOL}’s OpenAI tokens go` });
  await expect(parts.locator('tfoot td')).toHaveText(String(tool.tokens));
  await expect(parts.locator('tbody td').first()).toHaveText(String(tool.parts.description));
  const cells = await parts.locator('tbody td').allTextContents();
  expect(cells.reduce((sum, cell) => sum + Number(cell.replace(/,/g, '')), 0)).toBe(tool.tokens);
});

test('a list too large to keep for a reload (1000 tools × 30 fields) still shows each tool’s pin and its scan', async ({
  page,
}) => {
  const list = budgetCatalog();
  const text = JSON.stringify(list);
  expect(text.length).toBeGreaterThan(MAX_KEPT_CHARS);
  const pinned = pinCatalog(list, PIN_HASHING);
  const imported = importCatalog(list);
  if (!pinned.ok || !imported.ok) throw new Error('the generated list was refused');
  expect(scanTools(toolCatalog(imported.value).tools)).toEqual([]);

  await openExplorer(page);
  await page.getByRole('button', { name: 'Load your own catalog…' }).click();
  await page
    .getByLabel('Choose a JSON file')
    .setInputFiles({ name: 'large.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 30_000 });
  const count = page.getByRole('status').filter({ hasText: 'Scan of the tool texts' });
  await expect(count).toHaveText(
    'Scan of the tool texts: nothing hidden, no instruction to the model, no request for secrets.',
    { timeout: 30_000 },
  );
  // the first tool is shown when a list is put in use; its pin is made of the file as the server listed it
  expect(new URL(page.url()).searchParams.get('tool')).toBe('tool_0');
  const pin = page.getByRole('region', { name: 'Scan findings for tool_0' }).locator('code[data-pin]');
  await expect(pin).toHaveText(pinned.value.tools.tool_0!);
});
