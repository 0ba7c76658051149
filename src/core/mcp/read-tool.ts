import { refuse } from '../wording/refuse.ts';
import { wordReason, type Reason } from '../wording/reasons.ts';
import { compileSchema, MAX_SCHEMA_DEPTH } from '../schema/index.ts';
import { frozenCopy } from '../json-freeze.ts';
import { isJsonWithinDepth } from '../json-value.ts';
import { appendPointer, parsePointer } from '../pointer.ts';
import {
  contractError,
  ok,
  type ContractError,
  type ErrorCode,
  type ErrorParams,
  type Result,
} from '../result.ts';
import { IMPORT_LIMITS } from './limits.ts';
import { readOutputSchema } from './read-output.ts';
import { MCP_SCHEMA_OPTIONS } from './schema-options.ts';
import { isPlainObject, ownValue, valueKind } from '../json-value.ts';
import type { McpAnnotations, McpHint, McpIcon, McpTool, McpToolNote, SchemaCheck } from './types.ts';

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

const NO_ANNOTATIONS: McpAnnotations = Object.freeze({
  title: null,
  readOnlyHint: null,
  destructiveHint: null,
  idempotentHint: null,
  openWorldHint: null,
});

/** What a tool says of itself apart from its schemas, and the first defect among those members (or null). */
export type ToolHead = Pick<
  ReadTool,
  'name' | 'title' | 'description' | 'annotations' | 'icons' | 'notes'
> & {
  readonly defect: ContractError | null;
};

/**
 * Reads one `tools/list` entry at `path` and compiles its `inputSchema`. Only what makes the entry no
 * tool at all refuses it (and so the list): not an object, or no usable name. A defect inside the tool
 * (a member of the wrong type, a malformed schema) marks that tool as not checkable, with its code and
 * a pointer inside the tool, and the rest of the list reads on.
 */
export function readTool(item: unknown, path: string): Result<ReadTool> {
  const head = readToolHead(item, path);
  if (!head.ok) return head;
  const { defect, ...members } = head.value;
  const input = item as Record<string, unknown>;
  const inputSchema = readInputSchema(ownValue(input, 'inputSchema'));
  const output = readOutputSchema(ownValue(input, 'outputSchema'));
  return ok({
    ...members,
    inputSchema: inputSchema.inputSchema,
    schemaCheck: defect
      ? { isChecked: false, error: defect, keyword: null, at: 'tool' }
      : inputSchema.schemaCheck,
    outputSchema: output.outputSchema,
    outputCheck: output.outputCheck,
  });
}

/** The entry's name, title, description, annotations and icons without reading its schemas: what a diff of the list needs. */
export function readToolHead(item: unknown, path: string): Result<ToolHead> {
  if (!isPlainObject(item))
    return refuse('INVALID_TOOLS_LIST', path, 'not_an_object', {
      subject: 'tool',
      received: valueKind(item),
    });
  const name = readName(ownValue(item, 'name'), appendPointer(path, 'name'));
  if (!name.ok) return name;
  const notes: McpToolNote[] = [];
  const title = readOptionalString(item, 'title');
  const description = readOptionalString(item, 'description');
  const annotations = readAnnotations(ownValue(item, 'annotations'), notes);
  const icons = readIcons(item);
  const defect = [title, description, annotations, icons, readObjectMember(item, '_meta')].find(
    (read): read is Extract<Result<unknown>, { ok: false }> => !read.ok,
  );
  const hints = annotations.ok ? annotations.value : NO_ANNOTATIONS;
  const ownTitle = title.ok ? title.value : null;
  if (ownTitle !== null && hints.title !== null && ownTitle !== hints.title)
    notes.push(titleConflict(ownTitle, hints.title));
  return ok({
    name: name.value,
    title: ownTitle ?? hints.title,
    description: description.ok ? description.value : null,
    annotations: hints,
    icons: icons.ok ? icons.value : NO_ICONS,
    notes,
    defect: defect?.error ?? null,
  });
}

function readName(name: unknown, path: string): Result<string> {
  if (typeof name !== 'string' || name === '') {
    return refuse('INVALID_TOOLS_LIST', path, 'empty_name', { received: valueKind(name) });
  }
  const length = [...name].length;
  if (length > IMPORT_LIMITS.maxNameLength) {
    const limit = IMPORT_LIMITS.maxNameLength;
    return refuse('INVALID_TOOLS_LIST', path, 'too_long', { limit, length });
  }
  return ok(name);
}

/** A string member of `item` (null when absent), or a defect located at `at` + the key inside the tool. */
function readOptionalString(item: Record<string, unknown>, key: string, at = ''): Result<string | null> {
  const value = ownValue(item, key);
  if (value === undefined) return ok(null);
  if (typeof value === 'string') return ok(value);
  return wrongType(`${at}/${key}`, ['string'], value);
}

function wrongType(path: string, expected: string[], value: unknown): Result<never> {
  return refuse('INVALID_TOOL', path, 'wrong_type', { expected, received: valueKind(value) });
}

/** The hints; `"annotations": null`, which some clients write when a server sent none, is read as none. */
function readAnnotations(value: unknown, notes: McpToolNote[]): Result<McpAnnotations> {
  if (value === undefined) return ok(NO_ANNOTATIONS);
  if (value === null) {
    notes.push({
      path: '/annotations',
      reason: 'null_annotations',
      params: {},
      message: '"annotations" is null: read as no annotations.',
    });
    return ok(NO_ANNOTATIONS);
  }
  if (!isPlainObject(value)) return notAnObject('/annotations', 'annotations', value);
  const title = readOptionalString(value, 'title', '/annotations');
  if (!title.ok) return title;
  const hints: Partial<Record<McpHint, boolean | null>> = {};
  for (const hint of MCP_HINTS) {
    const given = ownValue(value, hint);
    if (given !== undefined && typeof given !== 'boolean')
      return wrongType(`/annotations/${hint}`, ['boolean'], given);
    hints[hint] = given ?? null;
  }
  return ok(Object.freeze({ title: title.value, ...(hints as Record<McpHint, boolean | null>) }));
}

function notAnObject(path: string, subject: string, value: unknown): Result<never> {
  return refuse('INVALID_TOOL', path, 'not_an_object', { subject, received: valueKind(value) });
}

/** `_meta` must be a JSON object when present (the output half is read by read-output.ts). */
function readObjectMember(item: Record<string, unknown>, key: '_meta'): Result<null> {
  const value = ownValue(item, key);
  if (value === undefined || isPlainObject(value)) return ok(null);
  return notAnObject(`/${key}`, 'meta', value);
}

/** The specification shows `title` first; a different `annotations.title` is kept, with this note. */
function titleConflict(title: string, annotationTitle: string): McpToolNote {
  return {
    path: '/annotations/title',
    reason: 'title_conflict',
    params: { title, annotationTitle },
    message: `"title" and "annotations.title" differ; "title" is shown, as the specification orders them.`,
  };
}

const NO_ICONS: readonly McpIcon[] = Object.freeze([]);

/** `icons`: an array of objects, each with a string `src` (and optional `mimeType` and `sizes`). */
function readIcons(item: Record<string, unknown>): Result<readonly McpIcon[]> {
  const icons = ownValue(item, 'icons');
  if (icons === undefined) return ok(NO_ICONS);
  if (!Array.isArray(icons)) return wrongType('/icons', ['array'], icons);
  const out: McpIcon[] = [];
  for (let i = 0; i < icons.length; i++) {
    const icon: unknown = icons[i];
    if (!isPlainObject(icon)) return notAnObject(`/icons/${i}`, 'icon', icon);
    if (typeof ownValue(icon, 'src') !== 'string') {
      return refuse('INVALID_TOOL', `/icons/${i}/src`, 'wrong_type', {
        expected: ['string'],
        received: valueKind(ownValue(icon, 'src')),
      });
    }
    out.push(iconOf(icon));
  }
  return ok(Object.freeze(out));
}

/** An icon's `src`, and its `mimeType` and `sizes` when they have the specification's types. */
function iconOf(icon: Record<string, unknown>): McpIcon {
  const mimeType = ownValue(icon, 'mimeType');
  const sizes = ownValue(icon, 'sizes');
  return Object.freeze({
    src: ownValue(icon, 'src') as string,
    mimeType: typeof mimeType === 'string' ? mimeType : null,
    sizes: Object.freeze(
      Array.isArray(sizes) ? sizes.filter((size): size is string => typeof size === 'string') : [],
    ),
  });
}

export { MCP_SCHEMA_OPTIONS };

/**
 * A frozen deep copy of the tool's inputSchema and whether it can be checked. A malformed schema (missing,
 * not JSON, nested too deep, not `"type": "object"`, refused by the compiler) is kept with its defect,
 * located inside the inputSchema; it never refuses the list.
 */
function readInputSchema(value: unknown): Pick<ReadTool, 'inputSchema' | 'schemaCheck'> {
  if (value === undefined) {
    return {
      inputSchema: null,
      schemaCheck: unchecked('INVALID_SCHEMA', '', 'missing_key', { key: 'inputSchema' }),
    };
  }
  if (!isJsonWithinDepth(value)) {
    const params = { limit: MAX_SCHEMA_DEPTH, nested: 'schema' };
    return { inputSchema: null, schemaCheck: unchecked('INVALID_SCHEMA', '', 'too_deep', params) };
  }
  const copy = frozenCopy(value);
  return { inputSchema: copy, schemaCheck: checkSchema(copy) };
}

/** A schema the import cannot check, its defect worded from the catalog by its reason and params. */
function unchecked(code: ErrorCode, path: string, reason: Reason, params: ErrorParams): SchemaCheck {
  return {
    isChecked: false,
    error: contractError(code, path, reason, params, wordReason(reason, params, 'en')),
    keyword: null,
    at: 'inputSchema',
  };
}

/** Compiles a tool's schema to learn whether it can be checked; the defect is kept for the visitor. */
export function checkSchema(schema: unknown): SchemaCheck {
  if (!isPlainObject(schema))
    return unchecked('INVALID_SCHEMA', '', 'not_an_object', {
      subject: 'input_schema',
      received: valueKind(schema),
    });
  if (ownValue(schema, 'type') !== 'object') {
    return unchecked('INVALID_SCHEMA', '/type', 'not_object_schema', {});
  }
  const compiled = compileSchema(schema, MCP_SCHEMA_OPTIONS);
  if (compiled.ok) {
    const { dialect, unchecked: annotations, formatAnnotations } = compiled.value;
    return { isChecked: true, dialect, unchecked: annotations, formatAnnotations };
  }
  const { error } = compiled;
  const tokens = error.code === 'UNSUPPORTED_KEYWORD' ? parsePointer(error.path) : undefined;
  return { isChecked: false, error, keyword: tokens?.[tokens.length - 1] ?? null, at: 'inputSchema' };
}
