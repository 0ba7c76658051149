import { countCodePoints } from '../../../json-value.ts';
import { addIssue } from '../issues.ts';
import { compilePattern } from '../regex.ts';
import type { KeywordCompiler, KeywordContext } from '../types.ts';
import { quoted } from '../../../wording/isolate.ts';
import { isolate } from '../../../wording/isolate.ts';

function count(value: unknown, c: KeywordContext, name: string): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  return c.fail('INVALID_SCHEMA', c.path, `"${isolate(name)}" must be a non-negative integer.`);
}

/** `minLength`, in code points; counting stops once the limit is reached. */
export const compileMinLength: KeywordCompiler = (value, c) => {
  const limit = count(value, c, 'minLength');
  if (limit === undefined) return undefined;
  const path = c.path;
  return (v, s, p) => {
    if (typeof v !== 'string' || v.length >= limit * 2) return true;
    const length = countCodePoints(v, limit);
    return length >= limit || addIssue(s, p, path, 'minLength', 'too_short', { limit, length });
  };
};

/** `maxLength`, in code points; counting stops just past the limit. */
export const compileMaxLength: KeywordCompiler = (value, c) => {
  const limit = count(value, c, 'maxLength');
  if (limit === undefined) return undefined;
  const path = c.path;
  return (v, s, p) => {
    if (typeof v !== 'string' || v.length <= limit) return true;
    const length = countCodePoints(v, limit);
    if (length <= limit) return true;
    return addIssue(s, p, path, 'maxLength', 'too_long', { limit, length: countCodePoints(v) });
  };
};

/** `pattern`: an unanchored ECMA-262 search. */
export const compilePatternKeyword: KeywordCompiler = (value, c) => {
  if (typeof value !== 'string') return c.fail('INVALID_SCHEMA', c.path, '"pattern" must be a string.');
  const regex = compilePattern(value);
  if (!regex)
    return c.fail('INVALID_SCHEMA', c.path, `"pattern" ${quoted(value)} is not a valid regular expression.`);
  const path = c.path;
  const params = { pattern: value };
  return (v, s, p) =>
    typeof v !== 'string' || regex.test(v) || addIssue(s, p, path, 'pattern', 'pattern_mismatch', params);
};
