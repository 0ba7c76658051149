import { ok } from '../../result.ts';
import type { KeywordCompiler } from '../types.ts';
import { addIssue, issueAt, malformed } from './shared.ts';
import { quoted } from '../../wording/isolate.ts';
import { wordReason } from '../../wording/reasons.ts';
import { compileUnicodePattern } from '../regex.ts';

/** True for a non-string or a string the pattern finds a match in. */
function matchesPattern(text: unknown, regExp: RegExp): boolean {
  // no g or y flag, so test() keeps no state between calls
  return typeof text !== 'string' || regExp.test(text);
}

/** `pattern`: an unanchored ECMA-262 search with the `u` flag; other values pass. */
export const compilePattern: KeywordCompiler = (value, { schemaPath }) => {
  if (typeof value !== 'string') return malformed(schemaPath, 'pattern must be a string.');
  const regExp = compileUnicodePattern(value);
  if (!regExp)
    return malformed(schemaPath, `pattern ${quoted(value)} is not a valid u-flag regular expression.`);
  const params = Object.freeze({ pattern: value });
  const message = wordReason('pattern_mismatch', params, 'en');
  return ok({
    check: (text) => matchesPattern(text, regExp),
    collect: (text, path, _depth, issues) =>
      matchesPattern(text, regExp)
        ? issues
        : addIssue(issues, issueAt(path, schemaPath, 'pattern', 'pattern_mismatch', params, message)),
    isTrivial: false,
  });
};
