import { ok } from '../../result.ts';
import { appendPointer } from '../../pointer.ts';
import type { KeywordCompiler, Validator } from '../types.ts';
import { hasOwnKey, isObjectValue, isPlainObject } from '../json-value.ts';
import { malformed } from './shared.ts';

/** `properties`: each own property named here must match its subschema; other values pass. */
export const compileProperties: KeywordCompiler = (value, { schemaPath, subschema }) => {
  if (!isPlainObject(value)) return malformed(schemaPath, 'properties must be an object of schemas.');
  const names: string[] = [];
  const validators: Validator[] = [];
  for (const name of Object.keys(value)) {
    const compiled = subschema(value[name], appendPointer(schemaPath, name));
    if (!compiled.ok) return compiled;
    // true and {} accept everything, so they need no visit
    if (compiled.value.isTrivial) continue;
    names.push(name);
    validators.push(compiled.value);
  }
  if (names.length === 0) return ok(undefined);
  const checks = validators.map((validator) => validator.check);
  const count = names.length;
  return ok({
    check: (object, depth) => {
      if (!isObjectValue(object)) return true;
      for (let i = 0; i < count; i++) {
        const name = names[i] as string;
        if (hasOwnKey(object, name) && !(checks[i] as Validator['check'])(object[name], depth + 1))
          return false;
      }
      return true;
    },
    collect: (object, path, depth, issues) => {
      if (!isObjectValue(object)) return;
      for (const [i, name] of names.entries()) {
        const validator = validators[i] as Validator;
        if (!hasOwnKey(object, name) || validator.check(object[name], depth + 1)) continue;
        validator.collect(object[name], appendPointer(path, name), depth + 1, issues);
      }
    },
    isTrivial: false,
  });
};
