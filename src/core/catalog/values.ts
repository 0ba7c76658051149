import { valueKind } from '../json-value.ts';
import { escapeToken } from '../pointer.ts';
import { fail, type Result } from '../result.ts';
import { englishMessage } from '../wording/message.ts';
import { not_a_label } from '../wording/en-catalog.ts';

/** The label grammar shared by tool names, family names and field names. */
export const LABEL_PATTERN = /^[a-z][a-z0-9._-]{0,79}$/;

const LABEL_MAX = 80;

/** Whether a value is a label: lowercase ASCII, 1 to 80 characters, starting with a letter. */
export function isLabel(value: unknown): value is string {
  return typeof value === 'string' && value.length <= LABEL_MAX && LABEL_PATTERN.test(value);
}

/** What a label names, as `not_a_label` reports it. */
export type LabelSubject = 'tool_name' | 'family' | 'field_name';

/** The INVALID_LABEL failure: reason `not_a_label`, params `{ subject, received }`. */
export function notALabel(path: string, subject: LabelSubject, value: unknown): Result<never> {
  const params = { subject, received: valueKind(value) };
  return fail('INVALID_LABEL', path, 'not_a_label', params, () => englishMessage(not_a_label, params));
}

/** The pointer to one key of the top-level object, escaping only when the key needs it. */
export function pointerToKey(key: string): string {
  return key.indexOf('~') < 0 && key.indexOf('/') < 0 ? '/' + key : '/' + escapeToken(key);
}
