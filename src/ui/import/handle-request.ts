import {
  checkCatalogText,
  compileSchema,
  importCatalog,
  jsonSyntaxError,
  MCP_SCHEMA_OPTIONS,
  parseJson,
  plainError,
  type CompiledSchema,
} from '../../core/index.ts';
import type { Result } from '../../core/index.ts';
import { capIssues } from './issue-cap.ts';
import type { CheckOutcome, LoadOutcome, WorkerReply, WorkerRequest } from './protocol.ts';

/** Answers one request of the page; runs inside the schema worker, and in unit tests without one. */
export function handleRequest(request: WorkerRequest): WorkerReply {
  switch (request.kind) {
    case 'load':
      return { id: request.id, kind: 'load', outcome: loadText(request.text) };
    case 'check':
      return { id: request.id, kind: 'check', outcome: checkArguments(request) };
  }
}

/** Size first, then JSON syntax (with line and column), then the format's own whole-catalog check. */
export function loadText(text: string): LoadOutcome {
  const size = checkCatalogText(text);
  // plain objects: a message built on first read would not survive postMessage
  if (!size.ok) return { ok: false, error: plainError(size.error), syntax: null };
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: jsonSyntaxError(parsed.problem), syntax: parsed.problem };
  const imported = importCatalog(parsed.value);
  if (!imported.ok) return { ok: false, error: plainError(imported.error), syntax: null };
  if (imported.value.format === 'mcp') return { ok: true, format: 'mcp', catalog: imported.value.catalog };
  return { ok: true, format: 'scalar', items: parsed.value };
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
