import {
  importCatalog,
  lintForProvider,
  mcpProviderTool,
  MCP_REVISIONS,
  NEWEST_MCP_REVISION,
  type McpRevision,
  PROVIDER_LABELS,
  PROVIDERS,
  toolCatalog,
  type ImportedCatalog,
  type Provider,
  type ProviderFinding,
  type ProviderTool,
} from '../../core/index.ts';
import type { Command, CommandOutcome } from '../command.ts';
import { fromContractError, type Problem } from '../problem.ts';
import type { Lang } from '../problem-words.ts';
import { readJsonInput } from '../read-input.ts';
import { lintSarif } from '../sarif/lint-sarif.ts';
import type { LintReport } from './lint-report.ts';
import { inputName, problemLine } from '../sentences.ts';
import { knownFormat, toolsPointer } from './check.ts';
import { isolate } from '../../core/index.ts';

/** One tool as it is sent to a provider, with where its findings point: into the file, or its description. */
interface LintTarget {
  name: string;
  tool: ProviderTool;
  input: Problem['input'];
  prefix: string;
}

/** `lint <catalog.json> --provider …`: what a provider would refuse, or silently not enforce, per tool. */
export const lintCommand: Command = {
  name: 'lint',
  operands: ['<catalog.json>'],
  options: { provider: PROVIDERS, strict: 'flag', spec: MCP_REVISIONS },
  required: ['provider'],
  formats: ['text', 'json', 'sarif'],
  summary: {
    en: `each tool against a provider's rules (--provider is required): refused, or accepted with rules not enforced; for MCP, --spec names the specification revision (default ${NEWEST_MCP_REVISION}); --format also sarif`,
    ko: `도구마다 공급자 규칙 검사(--provider 필수). 거부되는지, 받아들이지만 강제하지 않는 규칙이 있는지. MCP는 --spec으로 명세 개정판을 고릅니다(기본 ${NEWEST_MCP_REVISION}). --format에 sarif도 가능`,
  },
  async run([catalog = ''], options, io): Promise<CommandOutcome> {
    const provider = options.extra.provider as Provider; // required: the parser refuses its absence
    const strict = options.extra.strict === true;
    const spec = (options.extra.spec as McpRevision | undefined) ?? NEWEST_MCP_REVISION;
    const report: LintReport = {
      command: 'lint',
      ok: false,
      catalog,
      provider,
      strict,
      spec,
      format: null,
      tools: [],
      problems: [],
    };
    const read = await readJsonInput(catalog, io);
    if (read.kind === 'unreadable') return read;
    const file = read.kind === 'json' ? { text: read.text, value: read.value } : { text: null, value: null };
    const done = (value: LintReport): CommandOutcome => ({
      kind: 'report',
      ok: value.ok,
      report: value,
      text: (lang) =>
        options.format === 'sarif' ? lintSarif(value, file, io.version()) : lintText(value, lang),
    });
    if (read.kind === 'refused')
      return done({ ...report, problems: [fromContractError('catalog', read.error)] });
    report.format = knownFormat(read.value);
    const imported = importCatalog(read.value);
    if (!imported.ok) return done({ ...report, problems: [fromContractError('catalog', imported.error)] });
    return done(lintTargets(report, lintTargetsOf(imported.value, read.value)));
  },
};

function lintTargetsOf(imported: ImportedCatalog, value: unknown): LintTarget[] {
  const { tools } = toolCatalog(imported);
  if (imported.format === 'mcp') {
    const listAt = toolsPointer(value);
    return tools.map((tool, i) => ({
      name: tool.name,
      tool: mcpProviderTool(tool),
      input: 'catalog',
      prefix: `${listAt}/${i}`,
    }));
  }
  // Every tool, enabled or not, as discover would describe it: a disabled tool may be enabled tomorrow.
  return tools.map(({ name, inputSchema }) => ({
    name,
    tool: { name, inputSchema },
    input: 'description',
    prefix: '',
  }));
}

function lintTargets(report: LintReport, targets: readonly LintTarget[]): LintReport {
  const problems: Problem[] = [];
  const tools = targets.map((target) => {
    const linted = lintForProvider(target.tool, report.provider, {
      strict: report.strict,
      spec: report.spec,
    });
    if (!linted.ok) {
      const problem = fromContractError(target.input, linted.error, target.prefix, target.name);
      problems.push({ ...problem, effect: 'rejected' });
      return { name: target.name, rejected: 1, ignored: 0 };
    }
    problems.push(...linted.value.map((finding) => fromFinding(target, finding)));
    const rejected = linted.value.filter((finding) => finding.effect === 'rejected').length;
    return { name: target.name, rejected, ignored: linted.value.length - rejected };
  });
  return { ...report, ok: tools.every((tool) => tool.rejected === 0), tools, problems };
}

function fromFinding(target: LintTarget, finding: ProviderFinding): Problem {
  const { code, path, message, params, effect, rule } = finding;
  return {
    input: target.input,
    tool: target.name,
    code,
    path: target.prefix + path,
    message,
    params,
    effect,
    rule,
  };
}

/** The text output: a summary line, then one line per tool and one per finding. */
export function lintText(report: LintReport, lang: Lang): string {
  const where = inputName(report.catalog, lang);
  const words = LINT_WORDS[lang];
  if (report.format === null || (report.tools.length === 0 && !report.ok)) {
    return `${where}: ${words.refused}\n` + report.problems.map((p) => problemLine(p, where, lang)).join('');
  }
  const revision = report.provider === 'mcp' ? ` ${report.spec}` : '';
  const target = `${PROVIDER_LABELS[report.provider].name}${revision}${report.strict ? ' (strict)' : ''}`;
  const refused = report.tools.filter((tool) => tool.rejected > 0).length;
  const loose = report.tools.filter((tool) => tool.rejected === 0 && tool.ignored > 0).length;
  const byTool = new Map<string | undefined, Problem[]>();
  for (const problem of report.problems) {
    const own = byTool.get(problem.tool);
    if (own === undefined) byTool.set(problem.tool, [problem]);
    else own.push(problem);
  }
  const lines = report.tools.map((tool) => {
    const state = tool.rejected > 0 ? words.rejected : tool.ignored > 0 ? words.ignored : words.accepted;
    const own = byTool.get(tool.name) ?? [];
    const at = (problem: Problem) => (problem.input === 'description' ? words.description(tool.name) : where);
    return (
      `  ${state} ${isolate(tool.name)}\n` +
      own.map((problem) => `  ${problemLine(problem, at(problem), lang)}`).join('')
    );
  });
  return `${where}: ${words.summary(target, report.tools.length, refused, loose)}\n${lines.join('')}`;
}

const LINT_WORDS = {
  en: {
    refused: 'refused',
    summary: (target: string, count: number, refused: number, loose: number) =>
      `${target}, ${count} tool(s): ${refused} refused, ${loose} accepted with rules not enforced`,
    rejected: 'REFUSED     ',
    ignored: 'NOT ENFORCED',
    accepted: 'accepted    ',
    description: (tool: string) => `the description of "${isolate(tool)}"`,
  },
  ko: {
    refused: '거부됨',
    summary: (target: string, count: number, refused: number, loose: number) =>
      `${target}, 도구 ${count}개: 거부 ${refused}개, 받아들이지만 규칙을 강제하지 않음 ${loose}개`,
    rejected: '거부          ',
    ignored: '강제하지 않음',
    accepted: '받아들임      ',
    description: (tool: string) => `"${isolate(tool)}"의 설명`,
  },
} satisfies Record<Lang, unknown>;
