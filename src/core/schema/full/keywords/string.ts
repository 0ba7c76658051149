import { countCodePoints } from '../../../json-value.ts';
import { limitOf } from './limit.ts';
import { hasMaxLength, hasMinLength } from '../../bounds.ts';
import { addIssue } from '../issues.ts';
import { compilePattern } from '../../regex.ts';
import type { KeywordCompiler } from '../types.ts';
import { quoted } from '../../../wording/isolate.ts';

/** `minLength`, in code points; most strings need no count (see bounds.ts). */
export const compileMinLength: KeywordCompiler = (value, c) => {
  const limit = limitOf(value, c, 'minLength');
  if (limit === undefined) return undefined;
  const path = c.path;
  return (v, s, p) =>
    hasMinLength(v, limit) ||
    addIssue(s, p, path, 'minLength', 'too_short', { limit, length: countCodePoints(v as string) });
};

/** `maxLength`, in code points; counting stops just past the limit. */
export const compileMaxLength: KeywordCompiler = (value, c) => {
  const limit = limitOf(value, c, 'maxLength');
  if (limit === undefined) return undefined;
  const path = c.path;
  return (v, s, p) =>
    hasMaxLength(v, limit) ||
    addIssue(s, p, path, 'maxLength', 'too_long', { limit, length: countCodePoints(v as string) });
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
