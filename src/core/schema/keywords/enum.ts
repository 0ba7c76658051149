import type { KeywordCompiler } from '../types.ts';
import { cloneJson, isJsonWithinDepth, jsonEqual } from '../json-value.ts';
import { leaf, malformed, plural } from './shared.ts';

/** `enum`: an array of JSON values compared by deep JSON equality; `[]` allows nothing. */
export const compileEnum: KeywordCompiler = (value, { schemaPath }) => {
  if (!Array.isArray(value)) return malformed(schemaPath, 'enum must be an array.');
  for (const [index, item] of value.entries()) {
    if (!isJsonWithinDepth(item)) {
      return malformed(`${schemaPath}/${index}`, 'enum values must be JSON values of bounded depth.');
    }
  }
  // copies, so later changes to the caller's schema cannot change what was compiled
  const scalars = new Set(value.filter((item) => typeof item !== 'object' || item === null));
  const composites = value.filter((item) => typeof item === 'object' && item !== null).map(cloneJson);
  const test = (candidate: unknown): boolean => {
    if (typeof candidate !== 'object' || candidate === null) return scalars.has(candidate);
    for (const allowed of composites) if (jsonEqual(candidate, allowed)) return true;
    return false;
  };
  const message =
    value.length === 0
      ? 'No value is allowed: enum is empty.'
      : `Value is not one of the ${plural(value.length, 'allowed value')}.`;
  return leaf(schemaPath, 'enum', test, () => message);
};
