import {
  checkCatalogText,
  checkToolResult,
  compileSchema,
  diffCatalogs,
  importCatalog,
  jsonSyntaxError,
  MCP_SCHEMA_OPTIONS,
  mcpToolCatalog,
  parseJson,
  plainError,
  type CompiledSchema,
  type ContractError,
  type JsonSyntaxProblem,
  type McpCatalog,
  type Tool,
  type ToolCatalog,
} from '../../core/index.ts';
import { checkArguments } from '../arguments/check-arguments.ts';
import type {
  CheckOutcome,
  DiffOutcome,
  LoadOutcome,
  PostedRequest,
  ResultOutcome,
  ToolNotHeld,
  ToolsInUse,
  WorkerReply,
  WorkerRequest,
} from './protocol.ts';

/**
 * What the schema worker holds between requests, and its answers: the tools of the MCP list in use (each
 * compiles its schema on its first check, then keeps it), and the compiled output schema of the tool whose
 * result was checked last. One per worker; unit tests make their own.
 */
export class RequestHandler {
  // none until the page sends its list: a check by name is then refused as naming no tool held
  #tools: ToolCatalog = NO_TOOLS;
  // settles when the list sent last is held: a list sent as a file is read first
  #ready: Promise<void> = Promise.resolve();
  #lists = 0;
  // the output schema of the tool being examined is compiled once, not on every keystroke
  #output: { tool: Tool; compiled: CompiledSchema | undefined } | null = null;

  /**
   * Holds the tools of the list the page put in use, in place of any held before: its text is read as a load
   * reads it (a file once `ready`); a list the load would refuse, or a file that can no longer be read, holds none.
   */
  useTools(message: ToolsInUse): void {
    const serial = ++this.#lists;
    if ('listText' in message) this.#tools = mcpToolCatalog(JSON.parse(message.listText) as McpCatalog);
    else if (typeof message.listed === 'string') this.#tools = toolsListed(message.listed);
    else {
      const reading = message.listed.text().then(toolsListed, () => NO_TOOLS);
      this.#ready = reading.then((tools) => {
        if (serial === this.#lists) this.#tools = tools;
      });
    }
  }

  /** Settles when the tools of the list sent last are held: the worker answers no request before. */
  get ready(): Promise<void> {
    return this.#ready;
  }

  /** Answers anything the page posts: a catalog file is read here first, then loaded like its text. */
  async answerPosted(request: PostedRequest): Promise<WorkerReply> {
    if (request.kind !== 'loadFile') return this.answer(request);
    return this.answer({ id: request.id, kind: 'load', text: await request.file.text() });
  }

  /** Answers one request of the page; runs inside the schema worker, and in unit tests without one. */
  answer(request: WorkerRequest): WorkerReply {
    switch (request.kind) {
      case 'load':
        return { id: request.id, kind: 'load', outcome: loadText(request.text) };
      case 'check':
        return { id: request.id, kind: 'check', outcome: this.#checkArguments(request) };
      case 'result':
        return { id: request.id, kind: 'result', outcome: this.#checkResult(request) };
      case 'diff':
        return { id: request.id, kind: 'diff', outcome: diffTexts(request.oldText, request.newText) };
    }
  }

  /** The named tool's own check of the arguments; only the issues the page will draw cross to it. */
  #checkArguments(request: Extract<WorkerRequest, { kind: 'check' }>): CheckOutcome {
    const found = this.#tools.find(request.tool);
    if (!found.ok) {
      const error = plainError(found.error);
      return { kind: 'checked', result: { ok: false, error, issues: [] }, total: 1 };
    }
    const outcome = checkArguments(found.value, request.argsText);
    if (outcome.kind === 'syntax') return outcome;
    // the verdict alone goes back; an error's message, built on first read, is made plain to be sent
    const { result, total } = outcome;
    if (result.ok) return { kind: 'checked', result, total };
    return { kind: 'checked', result: { ...result, error: plainError(result.error) }, total };
  }

  /** The named tool's check of a result against its output schema, compiled once per tool held. */
  #checkResult(request: Extract<WorkerRequest, { kind: 'result' }>): ResultOutcome | ToolNotHeld {
    const tool = this.#tools.get(request.tool);
    if (!tool) return { kind: 'notHeld', tool: request.tool };
    const parsed = parseJson(request.resultText);
    if (!parsed.ok) return { kind: 'syntax', problem: parsed.problem };
    if (this.#output?.tool !== tool) {
      const compiled = tool.outputCheck?.isChecked
        ? compileSchema(tool.outputSchema, MCP_SCHEMA_OPTIONS)
        : null;
      this.#output = { tool, compiled: compiled?.ok ? compiled.value : undefined };
    }
    const check = checkToolResult(this.#output.tool, parsed.value, this.#output.compiled);
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
}

const NO_TOOLS: ToolCatalog = mcpToolCatalog({ tools: [], groups: [], nextCursor: null });

/** The tools of an MCP list's text, read as a load reads it; none when the load refuses it. */
function toolsListed(text: string): ToolCatalog {
  const loaded = loadText(text);
  return loaded.ok && loaded.format === 'mcp' ? mcpToolCatalog(loaded.catalog) : NO_TOOLS;
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

/** Most problems of one result that cross to the page; the rest are counted. */
export const MAX_RESULT_PROBLEMS = 100;
