import { ok } from '../../result.ts';
import { appendPointer } from '../../pointer.ts';
import type { Check, Collect, KeywordCompiler } from '../types.ts';
import { hasOwnKey, isObjectValue, isPlainObject } from '../json-value.ts';
import { malformed } from './shared.ts';

/** One declared property, with its pointer suffix escaped once at compile time. */
interface PropertyEntry {
  name: string;
  suffix: string;
  check: Check;
  collect: Collect;
}

/** `properties`: each own property named here must match its subschema; other values pass. */
export const compileProperties: KeywordCompiler = (value, { schemaPath, subschema }) => {
  if (!isPlainObject(value)) return malformed(schemaPath, 'properties must be an object of schemas.');
  const entries: PropertyEntry[] = [];
  for (const name of Object.keys(value)) {
    const compiled = subschema(value[name], appendPointer(schemaPath, name));
    if (!compiled.ok) return compiled;
    // true and {} accept everything, so they need no visit
    if (compiled.value.isTrivial) continue;
    const { check, collect } = compiled.value;
    entries.push({ name, suffix: appendPointer('', name), check, collect });
  }
  if (entries.length === 0) return ok(undefined);
  return ok({
    check: (object, depth) => {
      if (!isObjectValue(object)) return true;
      for (const { name, check } of entries) {
        if (hasOwnKey(object, name) && !check(object[name], depth + 1)) return false;
      }
      return true;
    },
    collect: (object, path, depth, issues) => {
      if (!isObjectValue(object)) return;
      for (const { name, suffix, check, collect } of entries) {
        if (hasOwnKey(object, name) && !check(object[name], depth + 1)) {
          collect(object[name], path + suffix, depth + 1, issues);
        }
      }
    },
    isTrivial: false,
  });
};
