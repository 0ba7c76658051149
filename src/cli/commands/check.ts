import {
  detectCatalogFormat,
  importCatalog,
  refusalBase,
  toolCatalog,
  type ImportedCatalog,
  wordAnyReason,
  type ErrorParams,
  type Tool,
  type OutputCheck,
  type SchemaCheck,
} from '../../core/index.ts';
import type { Command, CommandOutcome } from '../command.ts';
import { fromContractError, pointerUnder, type Problem } from '../problem.ts';
import type { Lang } from '../problem-words.ts';
import { readJsonInput } from '../read-input.ts';
import { inputName, problemLine } from '../sentences.ts';
import { isolate } from '../../core/index.ts';

/** The JSON output of `check`: the verdict, each tool in file order, and every problem. */
export interface CheckReport {
  command: 'check';
  ok: boolean;
  catalog: string;
  /** The format the file was read as; null when it was refused before its format was known. */
  format: 'scalar' | 'mcp' | null;
  /**
   * Every tool in file order; empty when the catalog is refused whole. `notes` (MCP) say what was read in
   * a kinder way than it was written, such as `"annotations": null` read as none; they are not defects.
   */
  tools: { name: string; checked: boolean; output?: 'checkable' | 'not_checkable'; notes?: ToolNote[] }[];
  problems: Problem[];
}

/** A note on a tool, located in the file: its reason and params, from which each language words it. */
export interface ToolNote {
  path: string;
  reason: string;
  params: ErrorParams;
  message: string;
}

/** `check <catalog.json>`: the contract's verdict on a scalar catalog or an MCP tools/list result. */
export const checkCommand: Command = {
  name: 'check',
  operands: ['<catalog.json>'],
  options: {},
  summary: {
    en: 'the verdict on a catalog; for MCP, per tool: checkable, or its defect with its pointer',
    ko: '카탈로그의 판정. MCP는 도구마다 검사 가능 여부나 결함과 그 위치',
  },
  async run([catalog = ''], _options, io): Promise<CommandOutcome> {
    const read = await readJsonInput(catalog, io);
    if (read.kind === 'unreadable') return read;
    const report =
      read.kind === 'refused'
        ? { ...emptyReport(catalog, null), problems: [fromContractError('catalog', read.error)] }
        : checkCatalog(catalog, read.value);
    return { kind: 'report', ok: report.ok, report, text: (lang) => checkText(report, lang) };
  },
};

/** Checks a parsed catalog whole, then, for MCP, whether each tool's schema can be checked. */
export function checkCatalog(catalog: string, value: unknown): CheckReport {
  const imported = importCatalog(value);
  if (!imported.ok) {
    return {
      ...emptyReport(catalog, knownFormat(value)),
      problems: [fromContractError('catalog', imported.error)],
    };
  }
  const { tools, problems } = toolVerdicts(imported.value, value);
  return {
    command: 'check',
    ok: problems.length === 0,
    catalog,
    format: imported.value.format,
    tools,
    problems,
  };
}

/** Each tool's verdict, one way for every format: a scalar tool's schema is generated, so it is always checkable. */
function toolVerdicts(imported: ImportedCatalog, value: unknown): Pick<CheckReport, 'tools' | 'problems'> {
  const listAt = imported.format === 'mcp' ? toolsPointer(value) : '';
  const problems: Problem[] = [];
  const tools = toolCatalog(imported).tools.map((tool, i) => {
    const toolAt = pointerUnder(listAt, i);
    const problem = refusalProblem(tool, tool.schemaCheck, toolAt);
    if (problem !== null) problems.push(problem);
    const output = refusalProblem(tool, tool.outputCheck, toolAt);
    if (output !== null) problems.push(output);
    const notes = tool.notes.map((note) => ({ ...note, path: toolAt + note.path }));
    const declared =
      tool.outputCheck === null
        ? {}
        : { output: output === null ? ('checkable' as const) : ('not_checkable' as const) };
    return {
      name: tool.name,
      checked: problem === null,
      ...declared,
      ...(notes.length > 0 ? { notes } : {}),
    };
  });
  return { tools, problems };
}

/** Why a tool's schema (or outputSchema) cannot be checked, located in the file; null when it can or has none. */
function refusalProblem(tool: Tool, check: SchemaCheck | OutputCheck | null, toolAt: string): Problem | null {
  if (check === null || check.isChecked) return null;
  const problem = fromContractError('catalog', check.error, toolAt + refusalBase(check), tool.name);
  return check.keyword === null ? problem : { ...problem, keyword: check.keyword };
}

/** The format a parsed catalog is read as, or null when it is neither. */
export function knownFormat(value: unknown): CheckReport['format'] {
  const format = detectCatalogFormat(value);
  return format === 'unknown' ? null : format;
}

/** Where a loaded tools/list result holds its tools: /tools, or /result/tools in a JSON-RPC response. */
export function toolsPointer(loaded: unknown): string {
  return Object.hasOwn(loaded as object, 'tools') ? '/tools' : '/result/tools';
}

function emptyReport(catalog: string, format: CheckReport['format']): CheckReport {
  return { command: 'check', ok: false, catalog, format, tools: [], problems: [] };
}

/** The text output: a summary line, then, for MCP, one line per tool. */
export function checkText(report: CheckReport, lang: Lang): string {
  const where = inputName(report.catalog, lang);
  const words = CHECK_WORDS[lang];
  if (report.tools.length === 0 && !report.ok) {
    return `${where}: ${words.refused}\n` + report.problems.map((p) => problemLine(p, where, lang)).join('');
  }
  const count = report.tools.length;
  if (report.format === 'scalar') return `${where}: ${words.scalar(count)}\n`;
  const checked = report.tools.filter((tool) => tool.checked).length;
  const lines = report.tools.map((tool) => {
    const own = report.problems.filter((problem) => problem.tool === tool.name);
    const notes = (tool.notes ?? []).map(
      (note) => `    ${words.note} ${where}#${isolate(note.path)}: ${noteText(note, lang)}\n`,
    );
    const state = tool.checked ? words.checked : words.notChecked;
    const output = tool.output === 'not_checkable' ? ` (${words.outputNotChecked})` : '';
    const lines = own.map((problem) => `  ${problemLine(problem, where, lang)}`).join('');
    return `  ${state} ${isolate(tool.name)}${output}\n${lines}${notes.join('')}`;
  });
  return `${where}: ${words.mcp(count, checked)}\n${lines.join('')}`;
}

const CHECK_WORDS = {
  en: {
    refused: 'refused',
    scalar: (count: number) => `scalar catalog, ${count} tool(s): valid`,
    mcp: (count: number, checked: number) =>
      `MCP tools/list, ${count} tool(s): ${checked} checkable, ${count - checked} not checkable`,
    checked: 'checkable    ',
    notChecked: 'NOT CHECKABLE',
    outputNotChecked: 'its results cannot be checked: the outputSchema has a defect',
    note: 'note',
  },
  ko: {
    refused: '거부됨',
    scalar: (count: number) => `스칼라 카탈로그, 도구 ${count}개: 유효함`,
    mcp: (count: number, checked: number) =>
      `MCP tools/list, 도구 ${count}개: 검사 가능 ${checked}개, 검사 불가 ${count - checked}개`,
    checked: '검사 가능',
    notChecked: '검사 불가',
    outputNotChecked: 'outputSchema에 결함이 있어 결과를 검사할 수 없음',
    note: '참고',
  },
} satisfies Record<Lang, unknown>;

/** A note in the reader's language, from the core's catalog of sentences. */
function noteText(note: ToolNote, lang: Lang): string {
  return wordAnyReason(note.reason, note.params, lang) ?? note.message;
}
