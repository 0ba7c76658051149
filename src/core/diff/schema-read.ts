import { hasOwnKey, isPlainObject, ownValue } from '../json-value.ts';
import { parsePointer } from '../pointer.ts';
import { refToPointer } from '../schema/resolve-ref.ts';

/** The JSON types, in the order a minimal value prefers them. */
export const JSON_TYPES = ['object', 'string', 'integer', 'number', 'boolean', 'array', 'null'] as const;
export type JsonType = (typeof JSON_TYPES)[number];

/** The schema a local `$ref` names inside `root`, or undefined when it names nothing. */
export function resolveRef(root: unknown, ref: unknown): unknown {
  if (typeof ref !== 'string') return undefined;
  const rootId = isPlainObject(root) && typeof root.$id === 'string' ? root.$id : undefined;
  const target = refToPointer(ref, rootId, '');
  if (!target.ok) return undefined;
  let here: unknown = root;
  for (const token of parsePointer(target.value) ?? []) {
    if (Array.isArray(here) && /^(0|[1-9]\d*)$/.test(token)) here = here[Number(token)];
    else if (isPlainObject(here) && hasOwnKey(here, token)) here = here[token];
    else return undefined;
  }
  return here;
}

/** The types a schema allows by its `type` keyword; undefined when it has none (every type). */
export function declaredTypes(schema: Readonly<Record<string, unknown>>): JsonType[] | undefined {
  const type = ownValue(schema, 'type');
  const list = typeof type === 'string' ? [type] : Array.isArray(type) ? type : undefined;
  if (list === undefined) return undefined;
  return JSON_TYPES.filter((name) => list.includes(name));
}

/** A number as a numeric bound, or undefined. */
export function numberOf(schema: Readonly<Record<string, unknown>>, key: string): number | undefined {
  const value = ownValue(schema, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A schema's own properties map, or an empty one. */
export function propertiesOf(schema: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const properties = ownValue(schema, 'properties');
  return isPlainObject(properties) ? properties : {};
}

/** A schema's `required` names that are strings. */
export function requiredOf(schema: Readonly<Record<string, unknown>>): string[] {
  const required = ownValue(schema, 'required');
  return Array.isArray(required) ? required.filter((key): key is string => typeof key === 'string') : [];
}

/** Sets an own enumerable key, so `__proto__` stays a key as JSON.parse makes it. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // plain assignment keeps the object fast; only `__proto__` would set the prototype instead
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else target[key] = value;
}

/** A shallow copy of a JSON object with `key` set. */
export function withKey(object: unknown, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  if (isPlainObject(object)) for (const own of Object.keys(object)) setOwn(copy, own, object[own]);
  setOwn(copy, key, value);
  return copy;
}

/** A shallow copy of a JSON object without `key`. */
export function withoutKey(object: unknown, key: string): Record<string, unknown> {
  return isPlainObject(object) ? withoutKeys(object, [key]) : {};
}

/** A shallow copy of a JSON object without `keys`. */
export function withoutKeys(
  object: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const own of Object.keys(object)) if (!keys.includes(own)) setOwn(copy, own, object[own]);
  return copy;
}
