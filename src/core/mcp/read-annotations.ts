import { isPlainObject, ownValue } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { ok, type Result } from '../result.ts';
import { notAnObject, optionalValue, readOptionalString, toolNote, wrongType } from './read-member.ts';
import type { McpAnnotations, McpHint, McpToolNote } from './types.ts';

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

/** The annotations of a tool that has none: every hint unstated. */
export const NO_ANNOTATIONS: McpAnnotations = Object.freeze({
  title: null,
  readOnlyHint: null,
  destructiveHint: null,
  idempotentHint: null,
  openWorldHint: null,
});

/** A tool's `annotations` (absent or `null`: none); a `null` title or hint inside is read as unstated. */
export function readAnnotations(value: unknown): Result<McpAnnotations> {
  if (value === undefined || value === null) return ok(NO_ANNOTATIONS);
  if (!isPlainObject(value)) return notAnObject('/annotations', 'annotations', value);
  const title = readOptionalString(value, 'title', '/annotations');
  if (!title.ok) return title;
  const hints: Partial<Record<McpHint, boolean | null>> = {};
  for (const hint of MCP_HINTS) {
    const given = optionalValue(value, hint);
    if (given !== undefined && typeof given !== 'boolean')
      return wrongType(`/annotations/${hint}`, ['boolean'], given);
    hints[hint] = given ?? null;
  }
  return ok(Object.freeze({ title: title.value, ...(hints as Record<McpHint, boolean | null>) }));
}

/**
 * One note per member of the annotations written as `null`, each at its pointer: the title read as absent,
 * a hint as unstated, with the default MCP assumes for it.
 */
export function nullAnnotationNotes(value: unknown): McpToolNote[] {
  if (!isPlainObject(value)) return [];
  const notes: McpToolNote[] = [];
  if (ownValue(value, 'title') === null) notes.push(toolNote('/annotations/title', 'null_member', {}));
  for (const hint of MCP_HINTS) {
    if (ownValue(value, hint) !== null) continue;
    const at = appendPointer('/annotations', hint);
    // as text, as every reader of a note's params takes it
    notes.push(toolNote(at, 'null_hint', { value: String(MCP_HINT_DEFAULTS[hint]) }));
  }
  return notes;
}
