import {
  billCatalog,
  budgetLimits,
  ESTIMATED,
  exportAnthropic,
  exportMcp,
  importCatalog,
  planBudget,
  PROVIDERS,
  toolCatalog,
  type BudgetPlan,
  type CatalogBill,
  type TokenCounter,
  type ToolCatalog,
} from '../../core/index.ts';
import type { Command, CommandOutcome, Options } from '../command.ts';
import type { CliIo } from '../io.ts';
import { fromContractError, pointerUnder, type Problem } from '../problem.ts';
import { readJsonInput } from '../read-input.ts';
import { budgetUsageLine, readBudgetRun, type BudgetRun } from './budget-options.ts';
import type { BudgetReport, BudgetReportPlan } from './budget-report.ts';
import { budgetText } from './budget-text.ts';
import { checkCatalog, toolsPointer, type CheckReport } from './check.ts';

/** `budget <catalog.json>`: what a catalog costs in a model's context, and a plan that keeps it under a limit. */
export const budgetCommand: Command = {
  name: 'budget',
  operands: ['<catalog.json>'],
  options: {
    provider: PROVIDERS,
    limit: { value: 'TOKENS' },
    keep: { value: 'a,b,…', repeatable: true },
    export: ['anthropic', 'mcp'],
    'with-text': 'flag',
  },
  formats: ['text', 'json', 'markdown'],
  summary: {
    en: "what each tool costs in a model's context (o200k tokens of the request JSON; --provider, default openai), the host limits it breaks, and with --limit a plan that keeps it under that many tokens; --export writes the plan as an Anthropic request's tools or an MCP tools/list",
    ko: '도구마다 모델 컨텍스트에서 차지하는 비용(요청 JSON의 o200k 토큰, --provider 기본 openai), 넘는 호스트 한도, --limit를 주면 그 토큰 수 안에 드는 계획. --export는 계획을 Anthropic 요청의 tools나 MCP tools/list로 씁니다',
  },
  run: runBudget,
};

async function runBudget(operands: readonly string[], options: Options, io: CliIo): Promise<CommandOutcome> {
  const [catalog = ''] = operands;
  const read = readBudgetRun(options.extra);
  if (!read.ok) return usage(io, budgetUsageLine(read.error, options.lang));
  const input = await readJsonInput(catalog, io);
  if (input.kind === 'unreadable') return input;
  if (input.kind === 'json') return billInput(catalog, input.value, read.value, options, io);
  const problems = [fromContractError('catalog', input.error)];
  const checked: CheckReport = { command: 'check', ok: false, catalog, format: null, tools: [], problems };
  return report(io, options, refusedReport(catalog, read.value, checked), checked);
}

/** Bills a parsed catalog as `check` reads it; a catalog `check` refuses whole gets `check`'s report. */
async function billInput(
  catalog: string,
  value: unknown,
  run: BudgetRun,
  options: Options,
  io: CliIo,
): Promise<CommandOutcome> {
  const imported = importCatalog(value);
  if (!imported.ok) {
    const checked = checkCatalog(catalog, value);
    return report(io, options, refusedReport(catalog, run, checked), checked);
  }
  const tools = toolCatalog(imported.value);
  const checked = checkedAsCheck(catalog, value, tools);
  const listed = imported.value.format === 'mcp' ? listedTools(value) : undefined;
  // the tokenizer loads only here, so every other command starts without it
  const { O200K_BASE: counter } = await import('../../tokenizer/o200k-base.ts');
  const bill = billCatalog(tools, { provider: run.provider, counter, ...(listed ? { listed } : {}) });
  const plan = run.limit === null ? null : planOf(bill, run, counter);
  if (plan !== null && !plan.ok) {
    return usage(io, budgetUsageLine({ kind: 'unknown_keep', name: plan.name }, options.lang));
  }
  const planned = plan?.value ?? null;
  const listAt = listed === undefined ? '' : toolsPointer(value);
  const built = billReport(catalog, run, checked, bill, planned, listAt);
  // a plan over its limit is not written out: the report says how far over it is
  if (run.exportAs !== null && planned !== null && planned.overBy === 0) {
    const exported =
      run.exportAs === 'anthropic' ? exportAnthropic(bill, planned) : exportMcp(tools, planned, listed);
    io.out(`${JSON.stringify(exported, null, 2)}\n`);
  }
  return report(io, options, built, checked);
}

function usage(io: CliIo, line: string): CommandOutcome {
  io.err(line);
  return { kind: 'done', verdict: 'failed' };
}

/** The report on standard output; with --export, on standard error, so that standard output holds only the export. */
function report(io: CliIo, options: Options, built: BudgetReport, checked: CheckReport): CommandOutcome {
  const text = (lang: Options['lang']) => budgetText(built, checked, options.format, lang);
  if (options.extra.export === undefined) return { kind: 'report', ok: built.ok, report: built, text };
  io.err(options.format === 'json' ? `${JSON.stringify(built, null, 2)}\n` : text(options.lang));
  return { kind: 'done', verdict: built.ok ? 'ok' : 'defects' };
}

/** The plan for the run's limit, or the first `--keep` name no billed tool has. */
function planOf(
  bill: CatalogBill,
  run: BudgetRun,
  counter: TokenCounter,
): { ok: true; value: BudgetPlan } | { ok: false; name: string } {
  const discovery = run.exportAs === 'anthropic' || (run.exportAs === null && run.provider === 'anthropic');
  const planned = planBudget(bill, {
    limit: run.limit!,
    keep: run.keep,
    discovery: discovery ? 'tool_search' : 'discovery_tool',
    counter,
  });
  if (planned.ok) return planned;
  return { ok: false, name: String(planned.error.params.name) };
}

/** The tools of an MCP list as the file holds them, in list order. */
function listedTools(value: unknown): unknown[] {
  const at = toolsPointer(value) === '/tools' ? value : (value as { result: unknown }).result;
  return (at as { tools: unknown[] }).tools;
}

function billReport(
  catalog: string,
  run: BudgetRun,
  checked: CheckReport,
  bill: CatalogBill,
  plan: BudgetPlan | null,
  listAt: string,
): BudgetReport {
  const limits = budgetLimits(bill, plan);
  const problems = [...checked.problems, ...adapterProblems(bill, checked, listAt)];
  const tools = bill.tools.map(({ name, tokens, parts, counted }) =>
    run.withText ? { name, tokens, parts, counted } : { name, tokens, parts },
  );
  const ok = problems.length === 0 && limits.length === 0 && (plan === null || plan.overBy === 0);
  return {
    ...head(catalog, run, checked, bill, ok),
    total: bill.total,
    overhead: bill.overhead,
    tools,
    notCounted: bill.unbilled.map(({ name, reason }) => ({ name, reason })),
    limits,
    plan: plan === null ? null : reportPlan(plan),
    problems,
  };
}

/** The report's first fields, in the documented order. */
function head(catalog: string, run: BudgetRun, checked: CheckReport, bill: CatalogBill | null, ok: boolean) {
  return {
    command: 'budget' as const,
    ok,
    catalog,
    format: checked.format,
    provider: run.provider,
    tokenizer: bill?.counting.tokenizer ?? 'o200k_base',
    counts: bill?.counting.counts ?? 'o200k tokens of the request JSON',
    estimate: ESTIMATED.has(run.provider),
  };
}

/** The report of a catalog `check` refuses whole: nothing is counted, and every problem is check's. */
function refusedReport(catalog: string, run: BudgetRun, checked: CheckReport): BudgetReport {
  return {
    ...head(catalog, run, checked, null, false),
    total: 0,
    overhead: null,
    tools: [],
    notCounted: [],
    limits: [],
    plan: null,
    problems: checked.problems,
  };
}

/**
 * What `check` reports on a catalog the import took whole. `check` reports a problem for each tool whose
 * inputSchema or outputSchema cannot be checked and nothing else, so a catalog without such a tool is
 * not read a second time; one with such a tool gets `check`'s own report, problem by problem.
 */
function checkedAsCheck(catalog: string, value: unknown, tools: ToolCatalog): CheckReport {
  const isClean = tools.tools.every(
    (tool) => tool.schemaCheck?.isChecked !== false && tool.outputCheck?.isChecked !== false,
  );
  if (!isClean) return checkCatalog(catalog, value);
  const checked = tools.tools.map((tool) => ({ name: tool.name, checked: true }));
  return { command: 'check', ok: true, catalog, format: tools.format, tools: checked, problems: [] };
}

/** Tools the provider adapter refused for a reason `check` does not report, located in the file. */
function adapterProblems(bill: CatalogBill, checked: CheckReport, listAt: string): Problem[] {
  const known = new Set(checked.problems.map((problem) => problem.tool));
  return bill.unbilled.flatMap(({ name, error }) => {
    if (error === null || known.has(name)) return [];
    const at = checked.tools.findIndex((tool) => tool.name === name);
    return [fromContractError('catalog', error, listAt === '' ? '' : pointerUnder(listAt, at), name)];
  });
}

function reportPlan(plan: BudgetPlan): BudgetReportPlan {
  const { discovery, ...rest } = plan;
  return { ...rest, discovery: discovery === null ? null : { kind: discovery.kind, name: discovery.name } };
}
