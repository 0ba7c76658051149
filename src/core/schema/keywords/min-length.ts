import { ok } from '../../result.ts';
import type { KeywordCompiler } from '../types.ts';
import { countCodePoints } from '../../json-value.ts';
import { addIssue, issueAt, malformed, plural } from './shared.ts';

/** True for a non-negative integer, the only shape minLength and maxLength take. */
export function isLengthLimit(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** True for a non-string or a string of at least `min` code points. */
function hasMinLength(text: unknown, min: number): boolean {
  // a string of n UTF-16 units holds between n/2 and n code points, so most strings need no count
  return (
    typeof text !== 'string' ||
    (text.length >= min && (text.length >= 2 * min || countCodePoints(text, min - 1) >= min))
  );
}

/** `minLength`: strings need at least this many code points; other values pass. */
export const compileMinLength: KeywordCompiler = (value, { schemaPath }) => {
  if (!isLengthLimit(value)) return malformed(schemaPath, 'minLength must be a non-negative integer.');
  const min = value;
  return ok({
    check: (text) => hasMinLength(text, min),
    collect: (text, path, _depth, issues) => {
      if (hasMinLength(text, min)) return issues;
      const count = plural(countCodePoints(text as string), 'character');
      return addIssue(
        issues,
        issueAt(path, schemaPath, 'minLength', `String has ${count}; the minimum is ${min}.`),
      );
    },
    isTrivial: false,
  });
};
