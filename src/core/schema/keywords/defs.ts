import { ok } from '../../result.ts';
import { appendPointer } from '../../pointer.ts';
import type { KeywordCompiler } from '../types.ts';
import { isPlainObject } from '../../json-value.ts';
import { malformed } from './shared.ts';

/** `$defs`: an object of schemas that `$ref` may point to; compiled (and so checked) even when unused. */
export const compileDefs: KeywordCompiler = (value, { schemaPath, subschema }) => {
  if (!isPlainObject(value)) return malformed(schemaPath, '$defs must be an object of schemas.');
  for (const name of Object.keys(value)) {
    const compiled = subschema(value[name], appendPointer(schemaPath, name));
    if (!compiled.ok) return compiled;
  }
  return ok(undefined);
};
