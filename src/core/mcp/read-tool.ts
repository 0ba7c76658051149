import { compileSchema, MAX_SCHEMA_DEPTH, type CompileOptions } from '../schema/index.ts';
import { isJsonWithinDepth } from '../json-value.ts';
import { appendPointer, parsePointer } from '../pointer.ts';
import { contractError, fail, ok, type ErrorCode, type ErrorParams, type Result } from '../result.ts';
import { frozenCopy } from './frozen-copy.ts';
import { IMPORT_LIMITS } from './limits.ts';
import { isPlainObject, ownValue, valueKind } from '../json-value.ts';
import type { McpAnnotations, McpHint, McpTool, SchemaCheck } from './types.ts';
import { isolate } from '../wording/isolate.ts';

/** The four boolean hints, in the order the MCP specification lists them. */
export const MCP_HINTS: readonly McpHint[] = Object.freeze([
  'readOnlyHint',
  'destructiveHint',
  'idempotentHint',
  'openWorldHint',
]);

/** What the MCP specification says a client should assume when a server leaves a hint out. */
export const MCP_HINT_DEFAULTS: Readonly<Record<McpHint, boolean>> = Object.freeze({
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
});

/** One tool with everything but its group, which depends on the whole list. */
export type ReadTool = Omit<McpTool, 'group'>;

/** Checks the shape of one `tools/list` entry at `path` and compiles its `inputSchema`. */
export function readTool(item: unknown, path: string): Result<ReadTool> {
  if (!isPlainObject(item))
    return fail(
      'INVALID_TOOLS_LIST',
      path,
      'not_an_object',
      { subject: 'tool', received: valueKind(item) },
      'A tool must be a JSON object.',
    );
  const name = readName(ownValue(item, 'name'), appendPointer(path, 'name'));
  if (!name.ok) return name;
  const title = readOptionalString(item, 'title', path);
  if (!title.ok) return title;
  const description = readOptionalString(item, 'description', path);
  if (!description.ok) return description;
  const annotations = readAnnotations(ownValue(item, 'annotations'), appendPointer(path, 'annotations'));
  if (!annotations.ok) return annotations;
  const inputSchema = readInputSchema(ownValue(item, 'inputSchema'));
  return ok({
    name: name.value,
    title: title.value ?? annotations.value.title,
    description: description.value,
    annotations: annotations.value,
    ...inputSchema,
  });
}

function readName(name: unknown, path: string): Result<string> {
  if (typeof name !== 'string' || name === '') {
    return fail(
      'INVALID_TOOLS_LIST',
      path,
      'empty_name',
      { received: valueKind(name) },
      'A tool name must be a non-empty string.',
    );
  }
  const length = [...name].length;
  if (length > IMPORT_LIMITS.maxNameLength) {
    const limit = IMPORT_LIMITS.maxNameLength;
    return fail(
      'INVALID_TOOLS_LIST',
      path,
      'too_long',
      { limit, length },
      `The tool name has ${length} characters; the limit is ${limit}.`,
    );
  }
  return ok(name);
}

function readOptionalString(item: Record<string, unknown>, key: string, path: string): Result<string | null> {
  const value = ownValue(item, key);
  if (value === undefined) return ok(null);
  if (typeof value === 'string') return ok(value);
  return fail(
    'INVALID_TOOLS_LIST',
    appendPointer(path, key),
    'wrong_type',
    { expected: ['string'], received: valueKind(value) },
    `"${isolate(key)}" must be a string when present.`,
  );
}

function readAnnotations(value: unknown, path: string): Result<McpAnnotations> {
  if (value === undefined) value = {};
  if (!isPlainObject(value)) {
    return fail(
      'INVALID_TOOLS_LIST',
      path,
      'not_an_object',
      { subject: 'annotations', received: valueKind(value) },
      '"annotations" must be a JSON object when present.',
    );
  }
  const title = readOptionalString(value, 'title', path);
  if (!title.ok) return title;
  const hints: Partial<Record<McpHint, boolean | null>> = {};
  for (const hint of MCP_HINTS) {
    const given = ownValue(value, hint);
    if (given !== undefined && typeof given !== 'boolean') {
      return fail(
        'INVALID_TOOLS_LIST',
        appendPointer(path, hint),
        'wrong_type',
        { expected: ['boolean'], received: valueKind(given) },
        `"${isolate(hint)}" must be true or false.`,
      );
    }
    hints[hint] = given ?? null;
  }
  return ok({ title: title.value, ...(hints as Record<McpHint, boolean | null>) });
}

/**
 * Options every MCP inputSchema is compiled with: the whole vocabulary, the tool's own `$schema` or
 * 2020-12 when it has none (as the MCP specification says), formats as annotations.
 */
export const MCP_SCHEMA_OPTIONS: Readonly<CompileOptions & { vocabulary: 'full' }> = Object.freeze({
  vocabulary: 'full',
  formats: 'annotate',
});

/**
 * A frozen deep copy of the tool's inputSchema and whether it can be checked. A malformed schema (missing,
 * not JSON, nested too deep, not `"type": "object"`, refused by the compiler) is kept with its defect,
 * located inside the inputSchema; it never refuses the list.
 */
function readInputSchema(value: unknown): Pick<ReadTool, 'inputSchema' | 'schemaCheck'> {
  if (value === undefined) {
    return {
      inputSchema: null,
      schemaCheck: unchecked(
        'INVALID_SCHEMA',
        '',
        'missing_key',
        { key: 'inputSchema' },
        'The tool has no inputSchema.',
      ),
    };
  }
  if (!isJsonWithinDepth(value)) {
    const message = `The inputSchema is not JSON data nesting at most ${MAX_SCHEMA_DEPTH} levels.`;
    return {
      inputSchema: null,
      schemaCheck: unchecked('INVALID_SCHEMA', '', 'too_deep', { limit: MAX_SCHEMA_DEPTH }, message),
    };
  }
  const copy = frozenCopy(value);
  return { inputSchema: copy, schemaCheck: checkSchema(copy) };
}

function unchecked(
  code: ErrorCode,
  path: string,
  reason: string,
  params: ErrorParams,
  message: string,
): SchemaCheck {
  return { isChecked: false, error: contractError(code, path, reason, params, message), keyword: null };
}

/** Compiles a tool's schema to learn whether it can be checked; the defect is kept for the visitor. */
export function checkSchema(schema: unknown): SchemaCheck {
  if (!isPlainObject(schema))
    return unchecked(
      'INVALID_SCHEMA',
      '',
      'not_an_object',
      { subject: 'input_schema', received: valueKind(schema) },
      'An MCP inputSchema must be a JSON object.',
    );
  if (ownValue(schema, 'type') !== 'object') {
    return unchecked(
      'INVALID_SCHEMA',
      '/type',
      'not_object_schema',
      {},
      'An MCP inputSchema must declare "type": "object".',
    );
  }
  const compiled = compileSchema(schema, MCP_SCHEMA_OPTIONS);
  if (compiled.ok) {
    const { dialect, unchecked: annotations, formatAnnotations } = compiled.value;
    return { isChecked: true, dialect, unchecked: annotations, formatAnnotations };
  }
  const { error } = compiled;
  const tokens = error.code === 'UNSUPPORTED_KEYWORD' ? parsePointer(error.path) : undefined;
  return { isChecked: false, error, keyword: tokens?.[tokens.length - 1] ?? null };
}
