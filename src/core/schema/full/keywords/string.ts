import { countCodePoints } from '../../../json-value.ts';
import { limitOf } from './limit.ts';
import { hasMaxLength, hasMinLength } from '../../bounds.ts';
import { addIssue, wordingBy } from '../issues.ts';
import { compilePattern } from '../../regex.ts';
import type { KeywordCompiler, State } from '../types.ts';
import { wordReason } from '../../../wording/reasons.ts';

/** The two length keywords differ only in their test and their reason; both count code points. */
const LENGTH_RULES = {
  minLength: { fits: hasMinLength, reason: 'too_short' },
  maxLength: { fits: hasMaxLength, reason: 'too_long' },
} as const;

/** `minLength` / `maxLength`: issues `too_short` / `too_long` with params `{ limit, length }`. */
function compileLength(keyword: keyof typeof LENGTH_RULES): KeywordCompiler {
  const { fits, reason } = LENGTH_RULES[keyword];
  return (value, c) => {
    const limit = limitOf(value, c, keyword);
    if (limit === undefined) return undefined;
    const path = c.path;
    const word = wordingBy(reason);
    return (v, s, p) => fits(v, limit) || refuse(v as string, s, p);

    function refuse(v: string, s: State, p: string): false {
      if (s.issues === null) return false;
      const length = countCodePoints(v);
      const params = { limit: limit!, length };
      return addIssue(s, p, path, keyword, reason, params, undefined, word(params, length));
    }
  };
}

export const compileMinLength = compileLength('minLength');
export const compileMaxLength = compileLength('maxLength');

/** `pattern`: an unanchored ECMA-262 search. */
export const compilePatternKeyword: KeywordCompiler = (value, c) => {
  if (typeof value !== 'string') return c.fail(c.path, 'pattern', 'string');
  const regex = compilePattern(value);
  if (!regex) return c.fail(c.path, 'pattern', 'regex', { pattern: value });
  const path = c.path;
  const params = Object.freeze({ pattern: value });
  const message = wordReason('pattern_mismatch', params, 'en');
  return (v, s, p) =>
    typeof v !== 'string' ||
    regex.test(v) ||
    addIssue(s, p, path, 'pattern', 'pattern_mismatch', params, undefined, message);
};
