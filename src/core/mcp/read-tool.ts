import { refuse } from '../wording/refuse.ts';
import { wordReason, type Reason } from '../wording/reasons.ts';
import { compileSchema, MAX_SCHEMA_DEPTH } from '../schema/index.ts';
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
import { NO_ANNOTATIONS, nullAnnotationNotes, readAnnotations } from './read-annotations.ts';
import {
  notAnObject,
  nullMemberNotes,
  optionalValue,
  readOptionalString,
  toolNote,
  wrongType,
} from './read-member.ts';
import { copySchema, type CopiedSchema } from './copy-schema.ts';
import { outputCheckOf } from './read-output.ts';
import { MCP_SCHEMA_OPTIONS } from './schema-options.ts';
import { isPlainObject, ownValue, valueKind } from '../json-value.ts';
import type { McpIcon, McpTool, McpToolNote, SchemaCheck } from './types.ts';

export { MCP_HINT_DEFAULTS, MCP_HINTS } from './read-annotations.ts';

/** One tool with everything but its group, which depends on the whole list. */
export type ReadTool = Omit<McpTool, 'group'>;

/**
 * What a tool says of itself apart from its schemas, the first defect among those members (or null), and
 * its schemas as the server sent them, not yet read (undefined when absent; a `null` outputSchema is absent).
 */
export type ToolHead = Pick<
  ReadTool,
  'name' | 'title' | 'description' | 'annotations' | 'icons' | 'notes'
> & {
  readonly defect: ContractError | null;
  readonly sentSchemas: { readonly input: unknown; readonly output: unknown };
};

/**
 * Reads one `tools/list` entry at `path` and compiles its `inputSchema`. Only what makes the entry no
 * tool at all refuses it (and so the list): not an object, or no usable name. A defect inside the tool
 * (a member of the wrong type, a malformed schema) marks that tool as not checkable, with its code and
 * a pointer inside the tool, and the rest of the list reads on.
 */
export function readTool(item: unknown, path: string): Result<ReadTool> {
  const head = readToolHead(item, path);
  return head.ok ? ok(withSchemaChecks(head.value, copySchemas(head.value))) : head;
}

/** A head's schemas as the tool sent them: copies (null when absent or too deep), not yet compiled. */
export interface CopiedSchemas {
  readonly input: CopiedSchema;
  readonly output: CopiedSchema;
}

/**
 * Copies a head's schemas (frozen deep copies unless `copy` says otherwise) and notes how each was sent,
 * compiling nothing.
 */
export function copySchemas(head: ToolHead, copy?: (value: unknown) => unknown): CopiedSchemas {
  const { input, output } = head.sentSchemas;
  return { input: copySchema(input, copy), output: copySchema(output, copy) };
}

/**
 * The whole tool from its head and its copied schemas, each schema compiled to learn whether it can be
 * checked; a defect of the head marks the tool in place of its inputSchema's reading.
 */
export function withSchemaChecks(head: ToolHead, copied: CopiedSchemas): ReadTool {
  const { name, title, description, annotations, icons, notes, defect } = head;
  const { input, output } = copied;
  return {
    name,
    title,
    description,
    annotations,
    icons,
    notes,
    inputSchema: input.schema,
    schemaCheck: defect
      ? { isChecked: false, error: defect, keyword: null, at: 'tool' }
      : inputCheckOf(input),
    outputSchema: output.schema,
    outputCheck: outputCheckOf(output),
    schemaStates: { input: input.state, output: output.state },
  };
}

/**
 * The entry's name, title, description, annotations and icons without reading its schemas: what a diff of
 * the list needs. An optional member written as `null` is read as absent, with a note at its pointer.
 */
export function readToolHead(item: unknown, path: string): Result<ToolHead> {
  if (!isPlainObject(item))
    return refuse('INVALID_TOOLS_LIST', path, 'not_an_object', {
      subject: 'tool',
      received: valueKind(item),
    });
  const name = readName(ownValue(item, 'name'), appendPointer(path, 'name'));
  if (!name.ok) return name;
  const title = readOptionalString(item, 'title');
  const description = readOptionalString(item, 'description');
  const annotations = readAnnotations(optionalValue(item, 'annotations'));
  const icons = readIcons(item);
  const defect = [title, description, annotations, icons, readMeta(item)].find(
    (read): read is Extract<Result<unknown>, { ok: false }> => !read.ok,
  );
  const hints = annotations.ok ? annotations.value : NO_ANNOTATIONS;
  const ownTitle = title.ok ? title.value : null;
  const notes = [...nullMemberNotes(item), ...nullAnnotationNotes(ownValue(item, 'annotations'))];
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
    sentSchemas: { input: ownValue(item, 'inputSchema'), output: optionalValue(item, 'outputSchema') },
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

/** `_meta` must be a JSON object when present (the output half is read by read-output.ts). */
function readMeta(item: Record<string, unknown>): Result<null> {
  const value = optionalValue(item, '_meta');
  if (value === undefined || isPlainObject(value)) return ok(null);
  return notAnObject('/_meta', 'meta', value);
}

/** The specification shows `title` first; a different `annotations.title` is kept, with this note. */
function titleConflict(title: string, annotationTitle: string): McpToolNote {
  return toolNote('/annotations/title', 'title_conflict', { title, annotationTitle });
}

const NO_ICONS: readonly McpIcon[] = Object.freeze([]);

/** `icons`: an array of objects, each with a string `src` (and optional `mimeType` and `sizes`). */
function readIcons(item: Record<string, unknown>): Result<readonly McpIcon[]> {
  const icons = optionalValue(item, 'icons');
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
 * Whether a tool's copied inputSchema can be checked. A malformed schema (missing, not JSON, nested too
 * deep, not `"type": "object"`, refused by the compiler) is kept with its defect, located inside the
 * inputSchema; it never refuses the list.
 */
function inputCheckOf(copied: CopiedSchema): SchemaCheck {
  switch (copied.state) {
    case 'absent':
      return unchecked('INVALID_SCHEMA', '', 'missing_key', { key: 'inputSchema' });
    case 'too_deep':
      return unchecked('INVALID_SCHEMA', '', 'too_deep', { limit: MAX_SCHEMA_DEPTH, nested: 'schema' });
    case 'schema':
      return checkSchema(copied.schema);
  }
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
