import { ok } from '../../result.ts';
import type { KeywordCompiler } from '../types.ts';
import { countCodePoints } from '../../json-value.ts';
import { isLengthLimit } from './min-length.ts';
import { addIssue, issueAt, malformed, plural } from './shared.ts';

/** True for a non-string or a string of at most `max` code points. */
function hasMaxLength(text: unknown, max: number): boolean {
  // code points never outnumber UTF-16 units, so a short string needs no count
  return typeof text !== 'string' || text.length <= max || countCodePoints(text, max) <= max;
}

/** `maxLength`: strings may hold at most this many code points; other values pass. */
export const compileMaxLength: KeywordCompiler = (value, { schemaPath }) => {
  if (!isLengthLimit(value)) return malformed(schemaPath, 'maxLength must be a non-negative integer.');
  const max = value;
  return ok({
    check: (text) => hasMaxLength(text, max),
    collect: (text, path, _depth, issues) => {
      if (hasMaxLength(text, max)) return issues;
      const count = plural(countCodePoints(text as string), 'character');
      return addIssue(
        issues,
        issueAt(path, schemaPath, 'maxLength', `String has ${count}; the limit is ${max}.`),
      );
    },
    isTrivial: false,
  });
};
