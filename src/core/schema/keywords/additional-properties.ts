import { ok } from '../../result.ts';
import { childPointer } from '../child-pointer.ts';
import type { KeywordCompiler, SchemaIssue } from '../types.ts';
import { hasOwnKey, isObjectValue, isPlainObject } from '../../json-value.ts';
import { addIssue, issueAt } from './shared.ts';

/** The issue of `additionalProperties: false`, which names the property rather than the boolean schema. */
function forbidden(path: string, schemaPath: string, name: string): SchemaIssue {
  return issueAt(path, schemaPath, 'additionalProperties', 'unknown_key', { key: name });
}

/** `additionalProperties`: own properties not named in the sibling `properties` must match this schema. */
export const compileAdditionalProperties: KeywordCompiler = (value, { parent, schemaPath, subschema }) => {
  const compiled = subschema(value, schemaPath);
  if (!compiled.ok) return compiled;
  const validator = compiled.value;
  if (validator.isTrivial) return ok(undefined);
  // a malformed sibling `properties` is refused by its own keyword
  const known = new Set(isPlainObject(parent.properties) ? Object.keys(parent.properties) : []);
  const { check, collect } = validator;
  const isForbidden = value === false;
  return ok({
    check: (object, depth) => {
      if (!isObjectValue(object)) return true;
      for (const name in object) {
        if (hasOwnKey(object, name) && !known.has(name) && !check(object[name], depth + 1)) return false;
      }
      return true;
    },
    collect: (object, path, depth, issues) => {
      if (!isObjectValue(object)) return issues;
      for (const name in object) {
        if (!hasOwnKey(object, name) || known.has(name) || check(object[name], depth + 1)) continue;
        const at = childPointer(path, name);
        issues = isForbidden
          ? addIssue(issues, forbidden(at, schemaPath, name))
          : collect(object[name], at, depth + 1, issues);
      }
      return issues;
    },
    isTrivial: false,
  });
};
