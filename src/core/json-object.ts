// Apart from json-value.ts, which the first page loads whole: only the diff, the field rows and the samplers copy objects this way.
import { isPlainObject } from './json-value.ts';

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
