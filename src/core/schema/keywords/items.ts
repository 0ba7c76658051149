import { ok } from '../../result.ts';
import type { KeywordCompiler } from '../types.ts';
import { malformed } from './shared.ts';

/** `/0` to `/255` built once, as most arrays are short and a number-to-string join is the slow part. */
const INDEX_SUFFIXES = Array.from({ length: 256 }, (_unused, index) => `/${index}`);

function indexSuffix(index: number): string {
  return index < INDEX_SUFFIXES.length ? (INDEX_SUFFIXES[index] as string) : `/${index}`;
}

/** `items`: every element of an array must match this one schema (the array form is not draft 2020-12). */
export const compileItems: KeywordCompiler = (value, { schemaPath, subschema }) => {
  if (Array.isArray(value)) {
    return malformed(schemaPath, 'items must be one schema; the array form is not draft 2020-12.');
  }
  const compiled = subschema(value, schemaPath);
  if (!compiled.ok) return compiled;
  const validator = compiled.value;
  if (validator.isTrivial) return ok(undefined);
  const { check, collect } = validator;
  return ok({
    check: (array, depth) => {
      if (!Array.isArray(array)) return true;
      for (let i = 0; i < array.length; i++) if (!check(array[i], depth + 1)) return false;
      return true;
    },
    collect: (array, path, depth, issues) => {
      if (!Array.isArray(array)) return issues;
      for (let i = 0; i < array.length; i++) {
        if (!check(array[i], depth + 1)) issues = collect(array[i], path + indexSuffix(i), depth + 1, issues);
      }
      return issues;
    },
    isTrivial: false,
  });
};
