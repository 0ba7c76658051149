import { isolate, largestPart, PROVIDER_LABELS, type LimitFinding, type Source } from '../../core/index.ts';
import type { OutputFormat } from '../command.ts';
import type { Lang } from '../problem-words.ts';
import { inputName, problemLine } from '../sentences.ts';
import type { BudgetReport, BudgetReportPlan, BudgetTool } from './budget-report.ts';
import { checkText, type CheckReport } from './check.ts';
import { BUDGET_WORDS, type BudgetWords } from './budget-words.ts';
import { markdownCell, markdownCode } from '../markdown-text.ts';

const COSTLIEST = 5;

/** The report as text (either language) or Markdown; a catalog `check` refuses whole reads as `check` words it. */
export function budgetText(
  report: BudgetReport,
  checked: CheckReport,
  format: OutputFormat,
  lang: Lang,
): string {
  if (report.tools.length === 0 && report.notCounted.length === 0 && !checked.ok)
    return checkText(checked, lang);
  return format === 'markdown' ? markdown(report) : text(report, lang);
}

const number = (value: number) => value.toLocaleString('en-US');

function text(report: BudgetReport, lang: Lang): string {
  const words = BUDGET_WORDS[lang];
  const where = inputName(report.catalog, lang);
  const provider = PROVIDER_LABELS[report.provider].name;
  const tokenizer = report.tokenizer.replace(/_base$/, '');
  const summary = words.summary(
    report.tools.length,
    number(report.total),
    report.counts,
    provider,
    tokenizer,
  );
  const lines = [`${where}: ${summary}\n`];
  if (report.estimate) lines.push(`  ${words.estimate(provider)}\n`);
  if (report.overhead !== null) {
    const { tokens, what, source } = report.overhead;
    const toolTokens = number(report.total - tokens);
    lines.push(`  ${words.overhead(number(tokens), what, toolTokens)} (${sourceText(source, lang)})\n`);
  }
  if (report.notCounted.length > 0) lines.push(`  ${words.notCounted(report.notCounted)}\n`);
  lines.push(`${words.costliest}\n`, ...costliest(report).map((tool) => `  ${toolLine(tool, words)}\n`));
  lines.push(
    `${words.tools(lang === 'en' ? report.counts : tokenizer)}\n`,
    ...report.tools.map((tool) => `  ${partsLine(tool)}\n`),
  );
  if (report.tools.some((tool) => tool.counted !== undefined)) {
    lines.push(...report.tools.map((tool) => `  ${words.counted(isolate(tool.name))} ${tool.counted}\n`));
  }
  lines.push(
    report.limits.length === 0 ? `${words.noLimits}\n` : `${words.limits}\n`,
    ...report.limits.map((finding) => `  ${limitLine(finding, words, lang)}\n`),
  );
  if (report.plan !== null)
    lines.push(...planLines(report.plan, words, lang === 'en' ? report.counts : tokenizer));
  lines.push(...report.problems.map((problem) => problemLine(problem, where, lang)));
  return lines.join('');
}

function costliest(report: BudgetReport): BudgetTool[] {
  return [...report.tools].sort((a, b) => b.tokens - a.tokens).slice(0, COSTLIEST);
}

/** Why a tool costs what it does: the part that takes most of its tokens. */
function largestText(tool: BudgetTool, words: BudgetWords): string {
  const largest = largestPart(tool);
  const share = Math.round((100 * largest.tokens) / Math.max(1, tool.tokens));
  const part =
    'field' in largest ? words.fieldPart(largest.part, isolate(largest.field)) : words.part(largest.part);
  return words.largest(part, number(largest.tokens), share);
}

/** A costly tool and why: its tokens split into description, fields and the rest, then the largest part. */
function toolLine(tool: BudgetTool, words: BudgetWords): string {
  const split = {
    description: number(tool.parts.description),
    fields: tool.parts.fields.length,
    fieldTokens: number(fieldTokens(tool)),
    rest: number(tool.parts.rest),
  };
  return `${isolate(tool.name)} ${number(tool.tokens)}: ${words.why(split, largestText(tool, words))}`;
}

function fieldTokens(tool: BudgetTool): number {
  return tool.parts.fields.reduce((sum, field) => sum + field.description + field.schema, 0);
}

/** A tool's tokens as the sum of its parts: description + fields + rest. */
function partsLine(tool: BudgetTool): string {
  const fields = fieldTokens(tool);
  const { description, rest } = tool.parts;
  return `${isolate(tool.name)} ${number(tool.tokens)} = ${number(description)} + ${number(fields)} + ${number(rest)}`;
}

function limitLine(finding: LimitFinding, words: BudgetWords, lang: Lang): string {
  const said =
    finding.code === 'HOST_TOOL_LIMIT'
      ? words.tooManyTools(finding.count, finding.limit)
      : words.badName(isolate(finding.name), finding.reason, finding.limit, finding.pattern);
  return `${finding.code} ${finding.host}: ${said} (${sourceText(finding.source, lang)})`;
}

function sourceText(source: Source, lang: Lang): string {
  return `${source.title}, ${source.url}, ${BUDGET_WORDS[lang].read} ${source.read}`;
}

function planLines(plan: BudgetReportPlan, words: BudgetWords, counts: string): string[] {
  const head = words.planFor(number(plan.limit), counts);
  if (plan.overBy > 0) {
    return [`${head}: ${words.over(number(plan.keptTokens + plan.discoveryTokens), number(plan.overBy))}\n`];
  }
  const found =
    plan.discovery === null
      ? ''
      : words.found(plan.defer.length, isolate(plan.discovery.name), number(plan.discoveryTokens));
  return [
    `${head}: ${words.kept(plan.keep.length, number(plan.keptTokens))}${found}; ${words.saved(number(plan.savedTokens))}\n`,
    `  ${words.keepList} ${plan.keep.map(isolate).join(', ')}\n`,
    ...(plan.defer.length === 0 ? [] : [`  ${words.deferList} ${plan.defer.map(isolate).join(', ')}\n`]),
  ];
}

function markdown(report: BudgetReport): string {
  const words = BUDGET_WORDS.en;
  const provider = PROVIDER_LABELS[report.provider].name;
  const estimate = report.estimate ? ` ${words.estimate(provider)}` : '';
  const overhead =
    report.overhead === null
      ? ''
      : ` ${markdownCell(words.overhead(number(report.overhead.tokens), report.overhead.what, number(report.total - report.overhead.tokens)))}.`;
  const rows = report.tools.map((tool) => {
    const fields = fieldTokens(tool);
    const { description, rest } = tool.parts;
    return `| ${markdownCode(tool.name)} | ${number(tool.tokens)} | ${number(description)} | ${number(fields)} | ${number(rest)} | ${markdownCell(largestText(tool, words))} |`;
  });
  const limits = report.limits.map(
    (finding) =>
      `| ${finding.code} | ${finding.host} | ${number(finding.limit)} | ${finding.code === 'HOST_TOOL_LIMIT' ? `${number(finding.count)} tools` : markdownCode(finding.name)} | [${markdownCell(finding.source.title)}](${finding.source.url}), read ${finding.source.read} |`,
  );
  const plan =
    report.plan === null
      ? []
      : ['', ...planLines(report.plan, words, report.counts).map((line) => markdownCell(line.trim()))];
  return [
    `### Context bill of ${markdownCode(report.catalog)} for ${provider}`,
    '',
    `${report.tools.length} tools: **${number(report.total)}** ${report.counts}.${estimate}${overhead}`,
    '',
    '| tool | tokens | description | fields | rest | largest part |',
    '|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
    report.limits.length === 0 ? words.noLimits : '| limit | host | at most | found | source |',
    ...(report.limits.length === 0 ? [] : ['|---|---|---:|---|---|', ...limits]),
    ...plan,
    ...report.problems.map(
      (problem) => `- ${problem.code} ${markdownCode(problem.path)}: ${markdownCell(problem.message)}`,
    ),
    '',
  ].join('\n');
}
