import { join } from 'node:path';
import { test, expect, openExplorer } from './fixtures.ts';
import { expectPlan, onDemand, type BudgetJson } from './cost-trust-cli.ts';

// the built-in catalog the explorer opens on, as the command line reads it
const CATALOG = join('public', 'records', 'catalog.json');

const budget = (...args: string[]) =>
  onDemand<BudgetJson>(() => ['budget', CATALOG, '--format', 'json', ...args]);
const openai = budget();
const anthropic = budget('--provider', 'anthropic');
// a limit that keeps some tools and leaves the others to discovery
const limit = () => Math.floor(openai().total * 0.6);
const planned = onDemand<BudgetJson>(() => [
  'budget',
  CATALOG,
  '--format',
  'json',
  '--limit',
  String(limit()),
]);
const scan = onDemand<{ errors: number; warnings: number }>(() => ['scan', CATALOG, '--format', 'json']);
const pins = onDemand<{ tools: Record<string, string> }>(() => ['pin', CATALOG]);

test('the built-in catalog shows its scan, its bill, its five costliest tools and a plan near its family list', async ({
  page,
}) => {
  await openExplorer(page);
  const discovery = page.getByRole('region', { name: 'Discovery' });

  // the scan of the built-in catalog finds nothing, as tool-contract scan does
  expect([scan().errors, scan().warnings]).toEqual([0, 0]);
  const count = discovery.getByRole('status').filter({ hasText: 'Scan of the tool texts' });
  await expect(count).toHaveText(
    'Scan of the tool texts: nothing hidden, no instruction to the model, no request for secrets.',
  );
  await expect(count).toHaveAttribute('data-errors', '0');
  await expect(count).toHaveAttribute('data-warnings', '0');

  const bill = discovery
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: /^Context cost/ }) });
  await bill.locator('summary').click();
  await expect(bill.locator('[data-total]')).toHaveAttribute('data-total', String(openai().total));
  await expect(bill.locator('summary')).toHaveText(`Context cost: ${openai().total.toLocaleString('en')}`);
  const byTokens = [...openai().tools].sort((a, b) => b.tokens - a.tokens).map((tool) => tool.name);
  await expect(
    bill.getByRole('table', { name: 'The five costliest tools' }).getByRole('rowheader'),
  ).toHaveText(byTokens.slice(0, 5));

  await expectPlan(bill, limit(), planned().plan!);

  await bill.getByLabel('Provider').selectOption({ label: 'Anthropic' });
  await expect(bill.locator('[data-total]')).toHaveAttribute('data-total', String(anthropic().total));
});

test('a tool of the built-in catalog shows the pin tool-contract pin writes for it', async ({ page }) => {
  await openExplorer(page, '?tool=observe');
  const findings = page.getByRole('region', { name: 'Scan findings for observe' });
  await expect(findings.locator('code[data-pin]')).toHaveText(pins().tools.observe!);
});
