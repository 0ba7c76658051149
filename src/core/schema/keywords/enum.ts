import { ok } from '../../result.ts';
import type { KeywordCompiler } from '../types.ts';
import { cloneJson, isJsonWithinDepth, jsonEqual } from '../../json-value.ts';
import { addIssue, issueAt, malformed, plural } from './shared.ts';

/** The allowed values: scalars in a Set, objects and arrays compared deeply one by one. */
interface Allowed {
  scalars: Set<unknown>;
  composites: unknown[];
}

/** True when the value equals one of the allowed values. */
function isAllowed(candidate: unknown, { scalars, composites }: Allowed): boolean {
  if (typeof candidate !== 'object' || candidate === null) return scalars.has(candidate);
  for (const allowed of composites) if (jsonEqual(candidate, allowed)) return true;
  return false;
}

/** `enum`: an array of JSON values compared by deep JSON equality; `[]` allows nothing. */
export const compileEnum: KeywordCompiler = (value, { schemaPath }) => {
  if (!Array.isArray(value)) return malformed(schemaPath, 'enum must be an array.');
  for (const [index, item] of value.entries()) {
    if (!isJsonWithinDepth(item)) {
      return malformed(`${schemaPath}/${index}`, 'enum values must be JSON values of bounded depth.');
    }
  }
  // copies, so later changes to the caller's schema cannot change what was compiled
  const allowed: Allowed = {
    scalars: new Set(value.filter((item) => typeof item !== 'object' || item === null)),
    composites: value.filter((item) => typeof item === 'object' && item !== null).map(cloneJson),
  };
  const message =
    value.length === 0
      ? 'No value is allowed: enum is empty.'
      : `Value is not one of the ${plural(value.length, 'allowed value')}.`;
  // the count only: an enum may hold 100,000 values, never copied into each issue
  const params = Object.freeze({ count: value.length });
  return ok({
    check: (candidate) => isAllowed(candidate, allowed),
    collect: (candidate, path, _depth, issues) =>
      isAllowed(candidate, allowed)
        ? issues
        : addIssue(issues, issueAt(path, schemaPath, 'enum', 'not_in_enum', params, message)),
    isTrivial: false,
  });
};
