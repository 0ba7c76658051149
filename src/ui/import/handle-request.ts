import {
  checkCatalogText,
  checkToolResult,
  compileSchema,
  diffCatalogs,
  importCatalog,
  jsonSyntaxError,
  MCP_SCHEMA_OPTIONS,
  parseJson,
  plainError,
  type CompiledSchema,
  type ContractError,
  type JsonSyntaxProblem,
  type Tool,
} from '../../core/index.ts';
import type { Result } from '../../core/index.ts';
import { capIssues } from './issue-cap.ts';
import type {
  CheckOutcome,
  DiffOutcome,
  LoadOutcome,
  PostedRequest,
  ResultOutcome,
  WorkerReply,
  WorkerRequest,
} from './protocol.ts';

/** Answers anything the page posts: a catalog file is read here first, then loaded like its text. */
export async function handlePosted(request: PostedRequest): Promise<WorkerReply> {
  if (request.kind !== 'loadFile') return handleRequest(request);
  return handleRequest({ id: request.id, kind: 'load', text: await request.file.text() });
}

/** Answers one request of the page; runs inside the schema worker, and in unit tests without one. */
export function handleRequest(request: WorkerRequest): WorkerReply {
  switch (request.kind) {
    case 'load':
      return { id: request.id, kind: 'load', outcome: loadText(request.text) };
    case 'check':
      return { id: request.id, kind: 'check', outcome: checkArguments(request) };
    case 'result':
      return { id: request.id, kind: 'result', outcome: checkResult(request) };
    case 'diff':
      return { id: request.id, kind: 'diff', outcome: diffTexts(request.oldText, request.newText) };
  }
}

/** Size first, then JSON syntax (with line and column), then the format's own whole-catalog check. */
export function loadText(text: string): LoadOutcome {
  const parsed = parseCatalogText(text);
  if (!parsed.ok) return parsed;
  const imported = importCatalog(parsed.value);
  if (!imported.ok) return { ok: false, error: plainError(imported.error), syntax: null };
  if (imported.value.format === 'mcp') return { ok: true, format: 'mcp', catalog: imported.value.catalog };
  return { ok: true, format: 'scalar', items: parsed.value };
}

type Parsed =
  { ok: true; value: unknown } | { ok: false; error: ContractError; syntax: JsonSyntaxProblem | null };

/** A catalog text within the size limit, parsed; or why not, as a load reports it. */
function parseCatalogText(text: string): Parsed {
  const size = checkCatalogText(text);
  // plain objects: a message built on first read would not survive postMessage
  if (!size.ok) return { ok: false, error: plainError(size.error), syntax: null };
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: jsonSyntaxError(parsed.problem), syntax: parsed.problem };
  return parsed;
}

/** The core's diff (the one the command line runs) of two catalog texts, each read as a load reads it. */
export function diffTexts(oldText: string, newText: string): DiffOutcome {
  const before = parseCatalogText(oldText);
  if (!before.ok) return { ...before, side: 'old' };
  const after = parseCatalogText(newText);
  if (!after.ok) return { ...after, side: 'new' };
  const diff = diffCatalogs(before.value, after.value);
  if (!diff.ok) return { ok: false, side: diff.side, error: plainError(diff.error), syntax: null };
  return { ok: true, report: diff.value };
}

// The schema of the tool being edited is compiled once, not on every keystroke.
let cached: { key: string; compiled: Result<CompiledSchema> } | null = null;

function checkArguments(request: Extract<WorkerRequest, { kind: 'check' }>): CheckOutcome {
  const parsed = parseJson(request.argsText);
  if (!parsed.ok) return { kind: 'syntax', problem: parsed.problem };
  if (cached?.key !== request.schemaKey) {
    cached = {
      key: request.schemaKey,
      compiled: compileSchema(JSON.parse(request.schemaText), MCP_SCHEMA_OPTIONS),
    };
  }
  const { compiled } = cached;
  if (!compiled.ok) return { kind: 'unchecked', error: plainError(compiled.error) };
  // only the issues the page will draw cross to it: a list of 100,000 would cost seconds to copy and draw
  return { kind: 'checked', ...capIssues(compiled.value.validate(parsed.value)) };
}

/** Most problems of one result that cross to the page; the rest are counted. */
export const MAX_RESULT_PROBLEMS = 100;

/** What the result check reads of a tool. */
type ToolOutput = Pick<Tool, 'outputSchema' | 'outputCheck'>;

// The output schema of the tool being examined is compiled once, not on every keystroke.
let cachedOutput: { key: string; tool: ToolOutput; compiled: CompiledSchema | undefined } | null = null;

function checkResult(request: Extract<WorkerRequest, { kind: 'result' }>): ResultOutcome {
  const parsed = parseJson(request.resultText);
  if (!parsed.ok) return { kind: 'syntax', problem: parsed.problem };
  if (cachedOutput?.key !== request.outputKey) {
    const tool = JSON.parse(request.outputText) as ToolOutput;
    const compiled = tool.outputCheck?.isChecked
      ? compileSchema(tool.outputSchema, MCP_SCHEMA_OPTIONS)
      : null;
    cachedOutput = { key: request.outputKey, tool, compiled: compiled?.ok ? compiled.value : undefined };
  }
  const check = checkToolResult(cachedOutput.tool, parsed.value, cachedOutput.compiled);
  const problems = check.problems
    .slice(0, MAX_RESULT_PROBLEMS)
    .map((problem) => ({ ...problem, ...plainError(problem) }));
  const outputDefect = check.outputDefect === null ? null : plainError(check.outputDefect);
  return {
    kind: 'checked',
    verdict: check.verdict,
    checkedOutput: check.checkedOutput,
    problems,
    total: check.problems.length,
    outputDefect,
  };
}
