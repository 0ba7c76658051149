import {
  findPatterns,
  toolCatalog,
  type ContractError,
  type Tool,
  type ToolCatalog,
} from '../../core/index.ts';
import type { Command, CommandOutcome, Options, SecondsSpec } from '../command.ts';
import type { CliIo } from '../io.ts';
import type { WorkerCheck } from '../worker-check.ts';
import {
  fromContractError,
  fromSchemaIssue,
  pointerUnder,
  type Problem,
  type ProblemInput,
} from '../problem.ts';
import type { Lang } from '../problem-words.ts';
import { readJsonInput } from '../read-input.ts';
import { inputName, problemLine } from '../sentences.ts';
import { toolsPointer } from './check.ts';
import { readCatalog } from './read-catalog.ts';
import { isolate, wordReason } from '../../core/index.ts';

/** The JSON output of `validate`: the verdict on one call's arguments, and every problem. */
export interface ValidateReport {
  command: 'validate';
  ok: boolean;
  catalog: string;
  tool: string;
  arguments: string;
  format: 'scalar' | 'mcp' | null;
  problems: Problem[];
}

/** How long an MCP tool's check with patterns may run, in seconds, before its worker is stopped. */
export const PATTERN_TIMEOUT: SecondsSpec = Object.freeze({ kind: 'seconds', max: 3600, default: 1 });

/** The --pattern-timeout given, in milliseconds. */
export function patternTimeoutMs(options: Options): number {
  const given = options.extra['pattern-timeout'];
  return Math.round((typeof given === 'string' ? Number(given) : PATTERN_TIMEOUT.default) * 1000);
}

/** `validate <catalog.json> <tool> <arguments.json | ->`: every issue of one call's arguments, located. */
export const validateCommand: Command = {
  name: 'validate',
  operands: ['<catalog.json>', '<tool>', '<arguments.json|->'],
  options: { 'pattern-timeout': PATTERN_TIMEOUT },
  summary: {
    en: `checks arguments for one tool (validateArguments, or the MCP tool schema): every issue with its pointer; an MCP schema's patterns run in a worker stopped after --pattern-timeout seconds (default ${PATTERN_TIMEOUT.default})`,
    ko: `한 도구의 인수 검사(validateArguments나 MCP 도구 스키마). 모든 문제와 그 위치. MCP 스키마의 패턴은 워커에서 돌고 --pattern-timeout초(기본 ${PATTERN_TIMEOUT.default}) 뒤 멈춥니다`,
  },
  async run([catalogFile = '', tool = '', argumentsFile = ''], options, io): Promise<CommandOutcome> {
    const report: ValidateReport = {
      command: 'validate',
      ok: false,
      catalog: catalogFile,
      tool,
      arguments: argumentsFile,
      format: null,
      problems: [],
    };
    const outcome = (problems: Problem[]): CommandOutcome => {
      const done = { ...report, ok: problems.length === 0, problems };
      return { kind: 'report', ok: done.ok, report: done, text: (lang) => validateText(done, lang) };
    };
    const catalog = await readCatalog(catalogFile, io);
    if (catalog.kind === 'unreadable') return catalog;
    report.format = catalog.format;
    if (catalog.kind === 'refused') return outcome([catalog.problem]);
    const args = await readJsonInput(argumentsFile, io);
    if (args.kind === 'unreadable') return args;
    if (args.kind === 'refused') return outcome([fromContractError('arguments', args.error)]);
    const tools = toolCatalog(catalog.catalog);
    const found = tools.find(tool);
    if (!found.ok) return outcome([fromContractError('tool', found.error)]);
    const toolAt = tools.format === 'mcp' ? toolPointer(catalog.value, tools, found.value) : '';
    return outcome(await argumentProblems(found.value, toolAt, args.value, io, patternTimeoutMs(options)));
  },
};

/** Where a tool of an MCP list sits in the file: under /tools, or /result/tools in a JSON-RPC response. */
export function toolPointer(loaded: unknown, tools: ToolCatalog, tool: Tool): string {
  return pointerUnder(toolsPointer(loaded), tools.tools.indexOf(tool));
}

/** The problem of a schema the compiler refused, located in the file: the call cannot be checked. */
export function schemaRefusal(tool: Tool, toolAt: string): Problem | null {
  if (tool.schemaProblem === null) return null;
  const { error, keyword } = tool.schemaProblem;
  const problem = fromContractError('catalog', error, toolAt, tool.name);
  return keyword === null ? problem : { ...problem, keyword };
}

/**
 * Every issue of one call's arguments. A schema that holds a pattern is checked in a worker stopped after
 * `limitMs`, because a pattern can backtrack for minutes; every other keyword takes time near linear in
 * the arguments, so a schema without one is checked here, without a worker's start-up.
 */
export async function argumentProblems(
  tool: Tool,
  toolAt: string,
  args: unknown,
  io: CliIo,
  limitMs: number,
): Promise<Problem[]> {
  const refused = schemaRefusal(tool, toolAt);
  if (refused !== null) return [refused];
  // The text test also sees a pattern that only a $ref reaches, under a keyword no walk knows.
  if (!JSON.stringify(tool.inputSchema).includes('"pattern')) {
    const checked = tool.check(args);
    if (checked.ok) return [];
    const { error, issues } = checked;
    return issues.length === 0 ? [fromContractError('arguments', error)] : issues.map(fromSchemaIssue);
  }
  const outcome = await io.checkInWorker(tool.inputSchema, args, limitMs);
  switch (outcome.kind) {
    case 'checked':
      return outcome.problems;
    case 'stopped':
      return [stoppedProblem(tool, pointerUnder(toolAt, 'inputSchema'), outcome)];
    case 'failed':
      return [unfinishedProblem(tool, pointerUnder(toolAt, 'inputSchema'), outcome)];
  }
}

/** A check in the worker that did not finish: stopped at its time limit, or failed. */
export type UnfinishedCheck = Exclude<WorkerCheck, { kind: 'checked' }>;

/** Why a check in the worker did not finish: its reason, the reason's params and its English sentence. */
export function unfinishedReason(
  outcome: UnfinishedCheck,
): Pick<ContractError, 'reason' | 'params' | 'message'> {
  const [reason, params] =
    outcome.kind === 'stopped'
      ? (['check_timeout', { seconds: outcome.afterMs / 1000 }] as const)
      : (['check_failed', { message: outcome.message }] as const);
  return { reason, params, message: wordReason(reason, params, 'en') };
}

/** A check stopped at the time limit, located at the pattern that was running, or at the schema. */
function stoppedProblem(
  tool: Tool,
  schemaAt: string,
  outcome: Extract<WorkerCheck, { kind: 'stopped' }>,
): Problem {
  const running = outcome.pattern === null ? undefined : findPatterns(tool.inputSchema)[outcome.pattern];
  if (running === undefined) return unfinishedProblem(tool, schemaAt, outcome);
  const params = { seconds: outcome.afterMs / 1000, pattern: running.pattern };
  const message = wordReason('pattern_timeout', params, 'en');
  const at = schemaAt + running.path;
  const located = { input: 'catalog', tool: tool.name, code: 'CHECK_TIMEOUT', path: at } as const;
  return { ...located, message, keyword: 'pattern', reason: 'pattern_timeout', params };
}

/** A check that did not finish, located at the schema it was checking. */
function unfinishedProblem(tool: Tool, schemaAt: string, outcome: UnfinishedCheck): Problem {
  const code = outcome.kind === 'stopped' ? 'CHECK_TIMEOUT' : 'CHECK_FAILED';
  const { reason, params, message } = unfinishedReason(outcome);
  return { input: 'catalog', tool: tool.name, code, path: schemaAt, message, reason, params };
}

/** The text output: the verdict line, then one line per problem. */
export function validateText(report: ValidateReport, lang: Lang): string {
  const words = VALIDATE_WORDS[lang];
  const head = `${isolate(report.tool)}: ${report.ok ? words.valid : words.refused}\n`;
  return head + callProblemLines(report, report.arguments, lang);
}

const VALIDATE_WORDS = {
  en: { valid: 'arguments valid', refused: 'refused' },
  ko: { valid: '인수가 유효함', refused: '거부됨' },
} satisfies Record<Lang, unknown>;

/**
 * One line per problem of a call's check, each saying where it was found: the catalog, the call's own file
 * (`callFile`, its arguments or its recorded result), or the tool name given.
 */
export function callProblemLines(
  report: { catalog: string; tool: string; problems: readonly Problem[] },
  callFile: string,
  lang: Lang,
): string {
  const callName = inputName(callFile, lang);
  const toolName = TOOL_NAME[lang](report.tool);
  const where: Record<ProblemInput, string> = {
    catalog: inputName(report.catalog, lang),
    arguments: callName,
    result: callName,
    tool: toolName,
    description: toolName,
  };
  return report.problems.map((problem) => problemLine(problem, where[problem.input], lang)).join('');
}

const TOOL_NAME: Record<Lang, (tool: string) => string> = {
  en: (tool) => `tool name "${isolate(tool)}"`,
  ko: (tool) => `도구 이름 "${isolate(tool)}"`,
};
