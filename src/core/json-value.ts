import { MAX_SCHEMA_DEPTH } from './schema/types.ts';

const hasOwn = Object.prototype.hasOwnProperty;

/** True for an object that is neither null nor an array: JSON Schema's "object". */
export function isObjectValue(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for a schema-shaped object: an object whose prototype is Object.prototype or null. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObjectValue(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Own-property test that works for keys such as `__proto__`, `constructor` and `hasOwnProperty`. */
export function hasOwnKey(value: object, key: string): boolean {
  return hasOwn.call(value, key);
}

/** An own property's value, or undefined when the object does not have it as its own. */
export function ownValue(value: Readonly<Record<string, unknown>>, key: string): unknown {
  return hasOwn.call(value, key) ? value[key] : undefined;
}

/** The kinds of JSON value; `integer` is a number with no fraction (1.0 included), as JSON Schema says. */
export type JsonKind = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

/**
 * The kind of a value: one of the JSON kinds, or, for what JSON cannot hold, an English description of
 * what it is ("a Date", "a Map", "an instance of Point", "undefined", "NaN"). Never throws: an object that
 * cannot even be inspected (a revoked proxy, a throwing trap) is "an object that could not be inspected".
 */
export function valueKind(value: unknown): JsonKind | string {
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      if (Number.isInteger(value)) return 'integer';
      return Number.isFinite(value) ? 'number' : String(value);
    case 'object':
      return value === null ? 'null' : objectKind(value);
    case 'undefined':
      return 'undefined';
    case 'function':
      return 'a function';
    default:
      return withArticle(typeof value);
  }
}

/** Whether a kind returned by `valueKind` is one of the JSON kinds. */
export function isJsonKind(kind: string): kind is JsonKind {
  return JSON_KINDS.has(kind);
}

const JSON_KINDS: ReadonlySet<string> = new Set([
  'null',
  'boolean',
  'integer',
  'number',
  'string',
  'array',
  'object',
]);

function objectKind(value: object): string {
  try {
    if (Array.isArray(value)) return 'array';
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) return 'object';
    // the built-in tag names built-ins ("Date", "Map"); a class of the caller's is named by its constructor
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    if (tag !== 'Object') return withArticle(tag);
    const constructor: unknown = (proto as { constructor?: unknown }).constructor;
    const name = typeof constructor === 'function' ? constructor.name : '';
    return name === '' ? 'an object with a custom prototype' : `an instance of ${name}`;
  } catch {
    return 'an object that could not be inspected';
  }
}

function withArticle(noun: string): string {
  // "a Uint8Array": a leading U sounds like a consonant in every tag JavaScript has
  return /^[AEIOaeio]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** Deep JSON equality: numbers by value (1 equals 1.0), object key order ignored, own keys only. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && arraysEqual(a, b);
  if (Array.isArray(b)) return false;
  return objectsEqual(a as Record<string, unknown>, b as Record<string, unknown>);
}

function arraysEqual(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
  return true;
}

function objectsEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!hasOwn.call(b, key) || !jsonEqual(a[key], b[key])) return false;
  return true;
}

/** True for a JSON value (finite numbers, plain objects, arrays) nesting at most `limit` levels below `depth`. */
export function isJsonWithinDepth(value: unknown, depth = 0, limit = MAX_SCHEMA_DEPTH): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (!Array.isArray(value) && !isPlainObject(value)) return false;
  if (depth >= limit) return false;
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) if (!isJsonWithinDepth(child, depth + 1, limit)) return false;
  return true;
}

/** A deep copy of a JSON value (own enumerable keys, on fresh objects; `__proto__` stays a key). */
export function cloneJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const child = cloneJson((value as Record<string, unknown>)[key]);
    // assigning `__proto__` would set the prototype; any other key is assigned, which is several times faster
    if (key === '__proto__') Object.defineProperty(copy, key, { ...OWN, value: child });
    else copy[key] = child;
  }
  return copy;
}

const OWN = { enumerable: true, writable: true, configurable: true } as const;

const HIGH_SURROGATE = /[\ud800-\udbff]/;

/** Counts Unicode code points, stopping early once the count passes `stopAbove`. */
export function countCodePoints(text: string, stopAbove = Infinity): number {
  // before the first high surrogate each UTF-16 unit is one code point: a native search finds it, and
  // answers at once for a string V8 stores one byte per character
  let i = text.search(HIGH_SURROGATE);
  if (i < 0) i = text.length;
  let count = Math.min(i, stopAbove + 1);
  for (; i < text.length && count <= stopAbove; i++, count++) {
    // a high surrogate followed by a low one is one code point, as JSON Schema counts characters
    if (text.charCodeAt(i) <= 0xdbff && text.charCodeAt(i) >= 0xd800) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return count;
}
