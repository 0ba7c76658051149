import { ownValue, valueKind } from '../json-value.ts';
import type { ErrorParams, Result } from '../result.ts';
import { ok } from '../result.ts';
import { wordReason, type Reason } from '../wording/reasons.ts';
import { refuse } from '../wording/refuse.ts';
import type { McpToolNote } from './types.ts';

/** The members of a tool a server may leave out, which recorded lists often write as `null` instead. */
export const OPTIONAL_MEMBERS = Object.freeze([
  'title',
  'description',
  'outputSchema',
  'annotations',
  'icons',
  '_meta',
] as const);

/**
 * An optional member of `item` as the reader takes it: undefined when it is absent or `null`, since common
 * MCP clients record a member the server left out as `null` (nullMemberNotes says so on the tool).
 */
export function optionalValue(item: Record<string, unknown>, key: string): unknown {
  const value = ownValue(item, key);
  return value === null ? undefined : value;
}

/** One note per optional member of the tool written as `null`, each at its pointer: read as absent. */
export function nullMemberNotes(item: Record<string, unknown>): McpToolNote[] {
  return OPTIONAL_MEMBERS.filter((key) => ownValue(item, key) === null).map((key) =>
    toolNote(`/${key}`, key === 'annotations' ? 'null_annotations' : 'null_member', {}),
  );
}

/** A note at `path` inside the tool, its English message the reason's sentence from the wording catalog. */
export function toolNote(path: string, reason: Reason, params: ErrorParams): McpToolNote {
  return { path, reason, params, message: wordReason(reason, params, 'en') };
}

/** An optional string member of `item` (null when absent), or a defect located at `at` + the key inside the tool. */
export function readOptionalString(
  item: Record<string, unknown>,
  key: string,
  at = '',
): Result<string | null> {
  const value = optionalValue(item, key);
  if (value === undefined) return ok(null);
  if (typeof value === 'string') return ok(value);
  return wrongType(`${at}/${key}`, ['string'], value);
}

/** A member of the wrong type: the tool's defect, located inside the tool. */
export function wrongType(path: string, expected: string[], value: unknown): Result<never> {
  return refuse('INVALID_TOOL', path, 'wrong_type', { expected, received: valueKind(value) });
}

/** A member that must be an object and is not: the tool's defect, located inside the tool. */
export function notAnObject(path: string, subject: string, value: unknown): Result<never> {
  return refuse('INVALID_TOOL', path, 'not_an_object', { subject, received: valueKind(value) });
}
