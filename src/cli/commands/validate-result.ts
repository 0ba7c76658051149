import {
  checkToolResult,
  isolate,
  isPlainObject,
  toolCatalog,
  wordReason,
  type CompiledSchema,
  type Tool,
  type ToolResultCheck,
  type ToolResultProblem,
  type ToolResultVerdict,
} from '../../core/index.ts';
import type { Command, CommandOutcome } from '../command.ts';
import type { CliIo } from '../io.ts';
import { fromContractError, type Problem } from '../problem.ts';
import type { Lang } from '../problem-words.ts';
import { readJsonInput } from '../read-input.ts';
import { readCatalog } from './read-catalog.ts';
import {
  callProblemLines,
  PATTERN_TIMEOUT,
  patternTimeoutMs,
  toolPointer,
  unfinishedReason,
} from './validate.ts';

/** The JSON output of `validate-result`: the verdict on one recorded tool result, and every problem. */
export interface ValidateResultReport {
  command: 'validate-result';
  ok: boolean;
  catalog: string;
  tool: string;
  result: string;
  format: 'scalar' | 'mcp' | null;
  /** null when the catalog, the tool or the result could not be read as such. */
  verdict: ToolResultVerdict | null;
  /** Whether the result's structuredContent was checked against the tool's outputSchema. */
  checkedOutput: boolean;
  problems: Problem[];
}

// Accepts every value: the shape of a result is checked here, its structuredContent in the worker.
const DEFERRED: CompiledSchema = Object.freeze({ validate: () => [], isValid: () => true });

/** `validate-result <catalog.json> <tool> <result.json | ->`: a recorded CallToolResult against its tool. */
export const validateResultCommand: Command = {
  name: 'validate-result',
  operands: ['<catalog.json>', '<tool>', '<result.json|->'],
  options: { 'pattern-timeout': PATTERN_TIMEOUT },
  summary: {
    en: "checks a recorded tool result (CallToolResult) against an MCP tool: its shape, and its structuredContent against the tool's outputSchema with every issue and its pointer; a result with isError true is an error result, not checked against the schema",
    ko: 'MCP 도구의 기록된 결과(CallToolResult) 검사: 모양과, structuredContent가 도구의 outputSchema에 맞는지(모든 문제와 그 위치). isError가 true인 결과는 오류 결과이며 스키마로 검사하지 않습니다',
  },
  async run([catalogFile = '', tool = '', resultFile = ''], options, io): Promise<CommandOutcome> {
    const report: ValidateResultReport = {
      command: 'validate-result',
      ok: false,
      catalog: catalogFile,
      tool,
      result: resultFile,
      format: null,
      verdict: null,
      checkedOutput: false,
      problems: [],
    };
    const outcome = (problems: Problem[], check?: ToolResultCheck): CommandOutcome => {
      const verdict = check?.verdict ?? null;
      const ok = verdict === 'conforms' || verdict === 'error_result';
      const done = { ...report, ok, verdict, checkedOutput: check?.checkedOutput ?? false, problems };
      return { kind: 'report', ok, report: done, text: (lang) => validateResultText(done, lang) };
    };
    const catalog = await readCatalog(catalogFile, io);
    if (catalog.kind === 'unreadable') return catalog;
    report.format = catalog.format;
    if (catalog.kind === 'refused') return outcome([catalog.problem]);
    if (catalog.catalog.format === 'scalar') return outcome([scalarProblem()]);
    const tools = toolCatalog(catalog.catalog);
    const named = tools.find(tool);
    if (!named.ok) return outcome([fromContractError('tool', named.error)]);
    const result = await readJsonInput(resultFile, io);
    if (result.kind === 'unreadable') return result;
    if (result.kind === 'refused') return outcome([fromContractError('result', result.error)]);
    const check = await checkResult(named.value, result.value, io, patternTimeoutMs(options));
    const toolAt = toolPointer(catalog.value, tools, named.value);
    const defect =
      check.outputDefect === null ? [] : [fromContractError('catalog', check.outputDefect, toolAt, tool)];
    return outcome([...defect, ...check.problems.map(fromResultProblem)], check);
  },
};

/**
 * The core's check of the result; when the outputSchema holds a pattern, its structuredContent is checked
 * in a worker stopped after `limitMs`, as `validate` checks arguments, because a pattern can backtrack for
 * minutes.
 */
async function checkResult(
  tool: Tool,
  result: unknown,
  io: CliIo,
  limitMs: number,
): Promise<ToolResultCheck> {
  if (!JSON.stringify(tool.outputSchema).includes('"pattern')) return checkToolResult(tool, result);
  const shape = checkToolResult(tool, result, DEFERRED);
  const structured = isPlainObject(result) ? result.structuredContent : undefined;
  if (!shape.checkedOutput || structured === undefined) return shape;
  const outcome = await io.checkInWorker(tool.outputSchema, structured, limitMs);
  const issues: ToolResultProblem[] =
    outcome.kind === 'checked'
      ? outcome.problems.map((p) => ({
          code: 'INVALID_STRUCTURED_CONTENT',
          path: `/structuredContent${p.path}`,
          reason: p.reason ?? 'schema_issue',
          params: (p.params ?? {}) as ToolResultProblem['params'],
          message: p.message,
          ...(p.schemaPath === undefined ? {} : { schemaPath: p.schemaPath }),
          ...(p.keyword === undefined ? {} : { keyword: p.keyword }),
        }))
      : [{ code: 'INVALID_STRUCTURED_CONTENT', path: '/structuredContent', ...unfinishedReason(outcome) }];
  const problems = [...shape.problems, ...issues];
  return { ...shape, verdict: problems.length > 0 ? 'defective' : 'conforms', problems };
}

function fromResultProblem(problem: ToolResultProblem): Problem {
  const out = fromContractError('result', problem);
  const { schemaPath, keyword } = problem;
  return {
    ...out,
    ...(schemaPath === undefined ? {} : { schemaPath }),
    ...(keyword === undefined ? {} : { keyword }),
  };
}

function scalarProblem(): Problem {
  const message = wordReason('not_mcp', {}, 'en');
  return {
    input: 'catalog',
    code: 'UNKNOWN_CATALOG_FORMAT',
    path: '',
    message,
    reason: 'not_mcp',
    params: {},
  };
}

/** The text output: the verdict line, then one line per problem. */
export function validateResultText(report: ValidateResultReport, lang: Lang): string {
  const words = RESULT_WORDS[lang];
  const verdict = report.verdict === null ? words.refused : words[report.verdict](report.checkedOutput);
  return `${isolate(report.tool)}: ${verdict}\n` + callProblemLines(report, report.result, lang);
}

const RESULT_WORDS = {
  en: {
    conforms: (checked: boolean) =>
      checked
        ? 'result conforms to the outputSchema'
        : 'result well formed (the tool declares no outputSchema)',
    error_result: () => 'error result (isError is true): not checked against the outputSchema',
    defective: () => 'result refused',
    not_checkable: () => "not checkable: the tool's outputSchema is malformed",
    refused: 'refused',
  },
  ko: {
    conforms: (checked: boolean) =>
      checked ? '결과가 outputSchema에 맞음' : '결과의 모양이 올바름(도구에 outputSchema 없음)',
    error_result: () => '오류 결과(isError가 true): outputSchema로 검사하지 않음',
    defective: () => '결과 거부됨',
    not_checkable: () => '검사할 수 없음: 도구의 outputSchema가 잘못됨',
    refused: '거부됨',
  },
} satisfies Record<Lang, unknown>;
