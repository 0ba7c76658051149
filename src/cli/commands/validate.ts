import {
  compileSchema,
  MCP_SCHEMA_OPTIONS,
  discover,
  importCatalog,
  validateArguments,
  type Catalog,
  type McpCatalog,
} from '../../core/index.ts';
import type { Command, CommandOutcome } from '../command.ts';
import { fromContractError, fromSchemaIssue, pointerUnder, type Problem } from '../problem.ts';
import type { Lang } from '../problem-words.ts';
import { readJsonInput } from '../read-input.ts';
import { inputName, problemLine } from '../sentences.ts';
import { knownFormat, schemaProblem, toolsPointer } from './check.ts';
import { isolate, quoted } from '../../core/index.ts';

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

/** `validate <catalog.json> <tool> <arguments.json | ->`: every issue of one call's arguments, located. */
export const validateCommand: Command = {
  name: 'validate',
  operands: ['<catalog.json>', '<tool>', '<arguments.json|->'],
  options: {},
  summary: {
    en: 'checks arguments for one tool (validateArguments, or the MCP tool schema): every issue with its pointer',
    ko: '한 도구의 인수 검사(validateArguments나 MCP 도구 스키마). 모든 문제와 그 위치',
  },
  async run([catalogFile = '', tool = '', argumentsFile = ''], _options, io): Promise<CommandOutcome> {
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
    const catalog = await readJsonInput(catalogFile, io);
    if (catalog.kind === 'unreadable') return catalog;
    if (catalog.kind === 'refused') return outcome([fromContractError('catalog', catalog.error)]);
    report.format = knownFormat(catalog.value);
    const imported = importCatalog(catalog.value);
    if (!imported.ok) return outcome([fromContractError('catalog', imported.error)]);
    const args = await readJsonInput(argumentsFile, io);
    if (args.kind === 'unreadable') return args;
    if (args.kind === 'refused') return outcome([fromContractError('arguments', args.error)]);
    return outcome(
      imported.value.format === 'scalar'
        ? scalarProblems(imported.value.catalog, tool, args.value)
        : mcpProblems(imported.value.catalog, toolsPointer(catalog.value), tool, args.value),
    );
  },
};

// The tool is looked up exactly as validateArguments looks it up, so the two kinds of failure stay apart.
function scalarProblems(catalog: Catalog, tool: string, args: unknown): Problem[] {
  const found = discover(catalog, 'all', tool);
  if (!found.ok) return [fromContractError('tool', found.error)];
  const checked = validateArguments(catalog, tool, args);
  return checked.ok ? [] : [fromContractError('arguments', checked.error)];
}

/** The problems of one call to an MCP tool: its name not found, its schema not checkable, or each issue. */
export function mcpProblems(catalog: McpCatalog, listAt: string, tool: string, args: unknown): Problem[] {
  const index = catalog.tools.findIndex((candidate) => candidate.name === tool);
  const found = catalog.tools[index];
  if (found === undefined) {
    const message = `No tool is named ${quoted(tool)} in this tools/list result.`;
    return [{ input: 'tool', code: 'UNKNOWN_TOOL', path: '', message }];
  }
  const toolAt = pointerUnder(listAt, index);
  const unchecked = schemaProblem(found, toolAt);
  if (unchecked !== null) return [unchecked];
  // Compiled with the options the import checked it with, so "checkable" means the same in both commands.
  const compiled = compileSchema(found.inputSchema, MCP_SCHEMA_OPTIONS);
  if (!compiled.ok)
    return [fromContractError('catalog', compiled.error, pointerUnder(toolAt, 'inputSchema'), tool)];
  return compiled.value.validate(args).map(fromSchemaIssue);
}

/** The text output: the verdict line, then one line per problem. */
export function validateText(report: ValidateReport, lang: Lang): string {
  const words = VALIDATE_WORDS[lang];
  const where = {
    catalog: inputName(report.catalog, lang),
    arguments: inputName(report.arguments, lang),
    tool: words.toolName(report.tool),
    description: words.toolName(report.tool),
  };
  const head = `${isolate(report.tool)}: ${report.ok ? words.valid : words.refused}\n`;
  return head + report.problems.map((problem) => problemLine(problem, where[problem.input], lang)).join('');
}

const VALIDATE_WORDS = {
  en: {
    valid: 'arguments valid',
    refused: 'refused',
    toolName: (tool: string) => `tool name "${isolate(tool)}"`,
  },
  ko: {
    valid: '인수가 유효함',
    refused: '거부됨',
    toolName: (tool: string) => `도구 이름 "${isolate(tool)}"`,
  },
} satisfies Record<Lang, unknown>;
