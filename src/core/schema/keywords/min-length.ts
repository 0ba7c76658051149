import type { KeywordCompiler } from '../types.ts';
import { countCodePoints } from '../json-value.ts';
import { leaf, malformed, plural } from './shared.ts';

/** True for a non-negative integer, the only shape minLength and maxLength take. */
export function isLengthLimit(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** `minLength`: strings need at least this many code points; other values pass. */
export const compileMinLength: KeywordCompiler = (value, { schemaPath }) => {
  if (!isLengthLimit(value)) return malformed(schemaPath, 'minLength must be a non-negative integer.');
  const min = value;
  // a string of n UTF-16 units holds between n/2 and n code points, so most strings need no count
  const test = (text: unknown): boolean =>
    typeof text !== 'string' ||
    (text.length >= min && (text.length >= 2 * min || countCodePoints(text, min - 1) >= min));
  return leaf(
    schemaPath,
    'minLength',
    test,
    (text) => `String has ${plural(countCodePoints(text as string), 'character')}; the minimum is ${min}.`,
  );
};
