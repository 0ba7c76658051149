import { valueKind } from '../json-value.ts';
import { escapeToken } from '../pointer.ts';
import { fail, type Result } from '../result.ts';
import { quoted } from '../wording/isolate.ts';

/** The label grammar shared by tool names, family names and field names. */
export const LABEL_PATTERN = /^[a-z][a-z0-9._-]{0,79}$/;

const LABEL_MAX = 80;
const QUOTE_MAX = 40;

/** Whether a value is a label: lowercase ASCII, 1 to 80 characters, starting with a letter. */
export function isLabel(value: unknown): value is string {
  return typeof value === 'string' && value.length <= LABEL_MAX && LABEL_PATTERN.test(value);
}

/** Names a value in English for messages: "a string", "null", "the number 7", "a Date". */
export function describeValue(value: unknown): string {
  const kind = valueKind(value);
  switch (kind) {
    case 'string':
      return 'a string';
    case 'integer':
    case 'number':
      return `the number ${String(value)}`;
    case 'boolean':
      return `the boolean ${String(value)}`;
    case 'array':
      return 'an array';
    case 'object':
      return 'an object';
    default:
      return kind;
  }
}

/** Quotes and isolates text for a message, shortened so that a megabyte of input never becomes a megabyte message. */
export function quote(text: string): string {
  if (text.length <= QUOTE_MAX) return quoted(text);
  const points = Array.from(text.slice(0, QUOTE_MAX * 2)).slice(0, QUOTE_MAX);
  const isWhole = points.join('').length === text.length;
  return quoted(isWhole ? text : points.join('') + '…');
}

/** Quotes a key that may not even be a string, for messages about labels. */
export function quoteAny(value: unknown): string {
  return typeof value === 'string' ? quote(value) : describeValue(value);
}

/** What a label names, as `not_a_label` reports it. */
export type LabelSubject = 'tool_name' | 'family' | 'field_name';

const SUBJECT_WORDS: Record<LabelSubject, string> = {
  tool_name: 'Tool name',
  family: 'Family name',
  field_name: 'Field name',
};

/** The INVALID_LABEL failure: reason `not_a_label`, params `{ subject, received }`. */
export function notALabel(path: string, subject: LabelSubject, value: unknown): Result<never> {
  return fail(
    'INVALID_LABEL',
    path,
    'not_a_label',
    { subject, received: valueKind(value) },
    () =>
      `${SUBJECT_WORDS[subject]} ${quoteAny(value)} is not a label: it must match ${LABEL_PATTERN.source}.`,
  );
}

/** The pointer to one key of the top-level object, escaping only when the key needs it. */
export function pointerToKey(key: string): string {
  return key.indexOf('~') < 0 && key.indexOf('/') < 0 ? '/' + key : '/' + escapeToken(key);
}
