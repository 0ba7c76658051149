import { ok } from '../../result.ts';
import type { KeywordCompiler } from '../types.ts';
import { countCodePoints } from '../../json-value.ts';
import { addIssue, issueAt, malformed } from './shared.ts';
import { hasMaxLength, hasMinLength, isNonNegativeInteger } from '../bounds.ts';

/** The two length keywords differ only in their comparison and their reason. */
const LENGTH_RULES = {
  minLength: { fits: hasMinLength, reason: 'too_short' },
  maxLength: { fits: hasMaxLength, reason: 'too_long' },
} as const;

/**
 * `minLength` and `maxLength`: strings need at least / at most this many code points; other values
 * pass. Issues: `too_short` / `too_long` with params `{ limit, length }`.
 */
function compileLength(keyword: keyof typeof LENGTH_RULES): KeywordCompiler {
  const { fits, reason } = LENGTH_RULES[keyword];
  return (value, { schemaPath }) => {
    if (!isNonNegativeInteger(value))
      return malformed(schemaPath, `${keyword} must be a non-negative integer.`);
    const limit = value;
    return ok({
      check: (text) => fits(text, limit),
      collect: (text, path, _depth, issues) => {
        if (fits(text, limit)) return issues;
        const length = countCodePoints(text as string);
        return addIssue(issues, issueAt(path, schemaPath, keyword, reason, { limit, length }));
      },
      isTrivial: false,
    });
  };
}

export const compileMinLength = compileLength('minLength');
export const compileMaxLength = compileLength('maxLength');
