import { ok } from '../../result.ts';
import type { KeywordCompiler } from '../types.ts';
import { cloneJson, isJsonWithinDepth } from '../../json-value.ts';
import { allowedValues } from '../allowed-values.ts';
import { addIssue, issueAt, malformed } from './shared.ts';
import { wordReason } from '../../wording/reasons.ts';

/** `enum`: an array of JSON values compared by deep JSON equality; `[]` allows nothing. */
export const compileEnum: KeywordCompiler = (value, { schemaPath }) => {
  if (!Array.isArray(value)) return malformed(schemaPath, 'enum must be an array.');
  for (const [index, item] of value.entries()) {
    if (!isJsonWithinDepth(item)) {
      return malformed(`${schemaPath}/${index}`, 'enum values must be JSON values of bounded depth.');
    }
  }
  // copies, so later changes to the caller's schema cannot change what was compiled
  const isAllowed = allowedValues(value.map(cloneJson));
  // the count only: an enum may hold 100,000 values, never copied into each issue
  const params = Object.freeze({ count: value.length });
  const message = wordReason('not_in_enum', params, 'en');
  return ok({
    check: isAllowed,
    collect: (candidate, path, _depth, issues) =>
      isAllowed(candidate)
        ? issues
        : addIssue(issues, issueAt(path, schemaPath, 'enum', 'not_in_enum', params, message)),
    isTrivial: false,
  });
};
