/**
 * The context bill of every real MCP list in ../shared/mcp-real/: its tools, its tokens per provider, the
 * costliest tool and why, and the plans at 8k and 20k tokens, as the tables of docs/budget.md.
 * Usage: npm run budget:report [-- --write | --check] [-- <folder>]
 *   no option: prints the tables;
 *   --write: puts them into docs/budget.md between its markers;
 *   --check: checks every figure of every catalog against an independent count (budget-report-check.ts)
 *            and that docs/budget.md holds exactly these tables; exits 1 on any failure.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  billCatalog,
  costliestTools,
  importCatalog,
  largestPart,
  planBudget,
  PROVIDER_LABELS,
  PROVIDERS,
  toolCatalog,
  type BudgetPlan,
  type Provider,
  type ToolBill,
} from '../src/core/index.ts';
import { O200K_BASE } from '../src/tokenizer/o200k-base.ts';
import { BUDGET_WORDS } from '../src/cli/commands/budget-words.ts';
import { checkBudget, PLAN_LIMITS } from './budget-report-check.ts';
import { sharedData } from './shared-data.ts';

/** The providers whose plans the report gives: OpenAI with the discovery tool, Anthropic with tool search. */
const PLANNED: readonly Provider[] = ['openai', 'anthropic'];
const DOC = fileURLToPath(new URL('../docs/budget.md', import.meta.url));
export const MARKERS = ['<!-- budget-report:start -->', '<!-- budget-report:end -->'] as const;

/** One catalog's row: its tools, its total per provider, its costliest tool for OpenAI, and its plans. */
export interface CatalogRow {
  file: string;
  tools: number;
  totals: Record<Provider, number>;
  costliest: ToolBill | null;
  plans: { provider: Provider; plan: BudgetPlan }[];
}

/** Bills one MCP list for every provider and plans it at each limit. */
export function catalogRow(file: string, value: unknown): CatalogRow {
  const imported = importCatalog(value);
  if (!imported.ok) throw new Error(`${file}: ${imported.error.message}`);
  const catalog = toolCatalog(imported.value);
  const listed = (value as { tools: unknown[] }).tools;
  const bills = PROVIDERS.map((provider) => billCatalog(catalog, { provider, counter: O200K_BASE, listed }));
  const totals = Object.fromEntries(bills.map((bill) => [bill.provider, bill.total])) as Record<
    Provider,
    number
  >;
  const plans = bills
    .filter((bill) => PLANNED.includes(bill.provider))
    .flatMap((bill) =>
      PLAN_LIMITS.map((limit) => {
        const discovery = bill.provider === 'anthropic' ? 'tool_search' : 'discovery_tool';
        const plan = planBudget(bill, { limit, discovery, counter: O200K_BASE });
        if (!plan.ok) throw new Error(plan.error.message);
        return { provider: bill.provider, plan: plan.value };
      }),
    );
  const openai = bills.find((bill) => bill.provider === 'openai')!;
  return {
    file,
    tools: catalog.tools.length,
    totals,
    costliest: costliestTools(openai, 1)[0] ?? null,
    plans,
  };
}

const number = (value: number) => value.toLocaleString('en-US');

/** Why a tool costs what it does, in the command line's words. */
function why(tool: ToolBill): string {
  const words = BUDGET_WORDS.en;
  const largest = largestPart(tool);
  const part =
    'field' in largest ? words.fieldPart(largest.part, `\`${largest.field}\``) : words.part(largest.part);
  const fields = tool.parts.fields.reduce((sum, field) => sum + field.description + field.schema, 0);
  const split = {
    description: number(tool.parts.description),
    fields: tool.parts.fields.length,
    fieldTokens: number(fields),
    rest: number(tool.parts.rest),
  };
  const share = Math.round((100 * largest.tokens) / tool.tokens);
  return words.why(split, words.largest(part, number(largest.tokens), share));
}

/** The two tables: the bill per provider with the costliest tool, then the plans. */
export function formatReport(rows: readonly CatalogRow[]): string {
  const bills = rows.map((row) => {
    const totals = PROVIDERS.map((provider) => number(row.totals[provider]));
    const costliest =
      row.costliest === null ? '—' : `\`${row.costliest.name}\` ${number(row.costliest.tokens)}`;
    return `| ${row.file} | ${row.tools} | ${totals.join(' | ')} | ${costliest} | ${row.costliest === null ? '' : why(row.costliest)} |`;
  });
  const plans = rows.flatMap((row) =>
    row.plans.map(({ provider, plan }) => {
      const found =
        plan.discovery === null ? '—' : `\`${plan.discovery.name}\` ${number(plan.discoveryTokens)}`;
      const fits = plan.overBy === 0 ? number(plan.savedTokens) : `over by ${number(plan.overBy)}`;
      return `| ${row.file} | ${PROVIDER_LABELS[provider].name} | ${number(plan.limit)} | ${plan.keep.length} | ${plan.defer.length} | ${number(plan.keptTokens)} | ${found} | ${fits} |`;
    }),
  );
  const labels = PROVIDERS.map((provider) =>
    provider === 'mcp'
      ? 'MCP (as listed)'
      : `${PROVIDER_LABELS[provider].name}${provider === 'anthropic' || provider === 'gemini' ? ' (estimate)' : ''}`,
  );
  return [
    `| catalog | tools | ${labels.join(' | ')} | costliest tool (OpenAI) | why |`,
    `|---|---:|${PROVIDERS.map(() => '---:').join('|')}|---|---|`,
    ...bills,
    '',
    '| catalog | provider | limit | kept | on demand | kept tokens | found by (tokens) | saved tokens |',
    '|---|---|---:|---:|---:|---:|---|---:|',
    ...plans,
  ].join('\n');
}

/** The MCP lists of a folder, by file name. */
export function catalogFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** docs/budget.md with `tables` between its markers. */
export function withTables(doc: string, tables: string): string {
  const [start, end] = MARKERS;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 || to < from) throw new Error(`docs/budget.md has no ${start} … ${end} section`);
  return `${doc.slice(0, from + start.length)}\n${tables}\n${doc.slice(to)}`;
}

function main(): number {
  const args = process.argv.slice(2);
  const folder = args.find((arg) => !arg.startsWith('--'));
  const path = folder === undefined ? sharedData('the context bill report', 'mcp-real') : resolve(folder);
  if (path === undefined) return 0;
  const read = (file: string): unknown => JSON.parse(readFileSync(join(path, file), 'utf8'));
  const files = catalogFiles(path);
  const tables = formatReport(files.map((file) => catalogRow(file, read(file))));
  if (args.includes('--write')) writeFileSync(DOC, withTables(readFileSync(DOC, 'utf8'), tables));
  if (!args.includes('--check')) {
    console.log(tables);
    return 0;
  }
  const doc = readFileSync(DOC, 'utf8');
  const failures = files.flatMap((file) => checkBudget(file, read(file)));
  if (withTables(doc, tables) !== doc)
    failures.push('docs/budget.md does not hold the tables this run writes');
  for (const failure of failures) console.log(failure);
  console.log(`budget: ${files.length} catalogs checked, ${failures.length} failure(s)`);
  return failures.length === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
