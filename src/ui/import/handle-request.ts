import {
  checkCatalogText,
  compileSchema,
  contractError,
  importCatalog,
  plainError,
  type CompiledSchema,
} from '../../core/index.ts';
import type { Result } from '../../core/index.ts';
import { parseJson } from '../shared/parse-json.ts';
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
  if (!parsed.ok) {
    const { line, column } = parsed.problem;
    const message = `The text is not valid JSON (line ${line}, column ${column}).`;
    const error = contractError('INVALID_JSON', '', 'invalid_json', { line, column }, message);
    return { ok: false, error, syntax: parsed.problem };
  }
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
    cached = { key: request.schemaKey, compiled: compileSchema(request.schema) };
  }
  const { compiled } = cached;
  if (!compiled.ok) return { kind: 'unchecked', error: plainError(compiled.error) };
  return { kind: 'checked', issues: compiled.value.validate(parsed.value) };
}
