// Apart from json-value.ts, which the first page loads whole: only views that freeze what they keep load this.
import { cloneJson } from './json-value.ts';

/** Freezes a value and every object inside it, children first; returns the value. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** A deep copy of a JSON value, frozen all the way down: the caller's objects are never kept or exposed. */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(cloneJson(value) as T);
}
