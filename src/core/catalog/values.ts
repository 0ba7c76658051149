import { escapeToken } from '../pointer.ts';

/** The label grammar shared by tool names, family names and field names. */
export const LABEL_PATTERN = /^[a-z][a-z0-9._-]{0,79}$/;

const LABEL_MAX = 80;
const QUOTE_MAX = 40;

/** Whether a value is a label: lowercase ASCII, 1 to 80 characters, starting with a letter. */
export function isLabel(value: unknown): value is string {
  return typeof value === 'string' && value.length <= LABEL_MAX && LABEL_PATTERN.test(value);
}

/** Whether a value is a plain object: not null, not an array, prototype `Object.prototype` or null. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Whether a value is a safe integer; booleans and integers beyond ±(2^53−1) are not. */
export function isSafeInteger(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/** Counts Unicode code points; a lone surrogate counts as one, as string iteration does. */
export function countCodePoints(text: string): number {
  const length = text.length;
  let count = length;
  for (let i = 0; i < length - 1; i++) {
    // A high surrogate (0xD800–0xDBFF) followed by a low one (0xDC00–0xDFFF) is one code point.
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/** Whether a string has at most `max` code points, counting only when UTF-16 length cannot decide. */
export function fitsCodePoints(text: string, max: number): boolean {
  // Each code point takes one or two UTF-16 units, so the unit count bounds the code point count.
  if (text.length <= max) return true;
  if (text.length > 2 * max) return false;
  return countCodePoints(text) <= max;
}

/** Names the kind of a value in English for messages: "a string", "null", "an array". */
export function describeKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return `the number ${String(value)}`;
    case 'boolean':
      return `the boolean ${value}`;
    case 'object':
      return 'an object';
    case 'undefined':
      return 'undefined';
    default:
      return `a ${typeof value}`;
  }
}

/** Quotes text for a message, shortened so that a megabyte of input never becomes a megabyte message. */
export function quote(text: string): string {
  if (text.length <= QUOTE_MAX) return JSON.stringify(text);
  const points = Array.from(text.slice(0, QUOTE_MAX * 2)).slice(0, QUOTE_MAX);
  const isWhole = points.join('').length === text.length;
  return JSON.stringify(isWhole ? text : points.join('') + '…');
}

/** Quotes a key that may not even be a string, for messages about labels. */
export function quoteAny(value: unknown): string {
  return typeof value === 'string' ? quote(value) : describeKind(value);
}

/** Explains, in one sentence, why a name is not a label. */
export function notLabel(what: string, value: unknown): string {
  return `${what} ${quoteAny(value)} is not a label: it must match ${LABEL_PATTERN.source}.`;
}

/** The pointer to one key of the top-level object, escaping only when the key needs it. */
export function pointerToKey(key: string): string {
  return key.indexOf('~') < 0 && key.indexOf('/') < 0 ? '/' + key : '/' + escapeToken(key);
}
