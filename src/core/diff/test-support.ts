import { Ajv2020 } from 'ajv/dist/2020';
import type { SchemaSlot } from './types.ts';

/** Test support: Ajv as an independent judge of what a schema accepts. */
const ajv = new Ajv2020({ ownProperties: true, strict: false, validateFormats: false });

/** Ajv's verdict for a value, with the schema compiled once per schema object. */
const cache = new WeakMap<object, (value: unknown) => boolean>();
export function ajvAccepts(schema: unknown, value: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  const key = schema as object;
  let check = cache.get(key);
  if (check === undefined) {
    const validate = ajv.compile(schema as object);
    check = (v) => validate(v) === true;
    cache.set(key, check);
  }
  return check(value);
}

/** True when Ajv compiles the schema at all (it refuses a few things the engine accepts, and the reverse). */
export function ajvCompiles(schema: unknown): boolean {
  try {
    ajvAccepts(schema, null);
    return true;
  } catch {
    return false;
  }
}

/** A schema as a present slot. */
export const present = (schema: unknown): SchemaSlot => ({ state: 'present', schema });
