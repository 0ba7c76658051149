import { ok } from '../../result.ts';
import { appendPointer } from '../../pointer.ts';
import type { KeywordCompiler } from '../types.ts';
import { hasOwnKey, isObjectValue, isPlainObject } from '../json-value.ts';

/** `additionalProperties`: own properties not named in the sibling `properties` must match this schema. */
export const compileAdditionalProperties: KeywordCompiler = (value, { parent, schemaPath, subschema }) => {
  const compiled = subschema(value, schemaPath);
  if (!compiled.ok) return compiled;
  const validator = compiled.value;
  if (validator.isTrivial) return ok(undefined);
  // a malformed sibling `properties` is refused by its own keyword
  const known = new Set(isPlainObject(parent.properties) ? Object.keys(parent.properties) : []);
  const { check } = validator;
  return ok({
    check: (object, depth) => {
      if (!isObjectValue(object)) return true;
      for (const name in object) {
        if (hasOwnKey(object, name) && !known.has(name) && !check(object[name], depth + 1)) return false;
      }
      return true;
    },
    collect: (object, path, depth, issues) => {
      if (!isObjectValue(object)) return;
      for (const name of Object.keys(object)) {
        if (known.has(name) || check(object[name], depth + 1)) continue;
        // most names need no escaping, and the regex replace is the slow part of a pointer
        const at = name.includes('~') || name.includes('/') ? appendPointer(path, name) : `${path}/${name}`;
        if (value === false) {
          const message = `Property ${JSON.stringify(name)} is not allowed.`;
          issues.push({ path: at, schemaPath, keyword: 'additionalProperties', message });
        } else validator.collect(object[name], at, depth + 1, issues);
      }
    },
    isTrivial: false,
  });
};
