import { countCodePoints } from '../json-value.ts';

/** True for a non-negative integer, the only value minLength, maxLength, minItems, maxItems, minProperties and maxProperties take. */
export function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** True for a non-string or a string of at least `min` code points. */
export function hasMinLength(text: unknown, min: number): boolean {
  // a string of n UTF-16 units holds between n/2 and n code points, so most strings need no count
  return (
    typeof text !== 'string' ||
    (text.length >= min && (text.length >= 2 * min || countCodePoints(text, min - 1) >= min))
  );
}

/** True for a non-string or a string of at most `max` code points. */
export function hasMaxLength(text: unknown, max: number): boolean {
  // code points never outnumber UTF-16 units, so a short string needs no count
  return typeof text !== 'string' || text.length <= max || countCodePoints(text, max) <= max;
}
