const hasOwn = Object.prototype.hasOwnProperty;

/** True for an object whose prototype is Object.prototype or null: what JSON.parse makes for `{…}`. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Own-property test that also works for keys such as `__proto__` and `hasOwnProperty`. */
export function hasOwnKey(value: object, key: string): boolean {
  return hasOwn.call(value, key);
}

/** An own property's value, or undefined when the object does not have it as its own. */
export function ownValue(value: Record<string, unknown>, key: string): unknown {
  return hasOwn.call(value, key) ? value[key] : undefined;
}
