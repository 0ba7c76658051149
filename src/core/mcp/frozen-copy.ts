import { cloneJson } from '../json-value.ts';

/** A deep copy of a JSON value, frozen all the way down: the caller's objects are never kept or exposed. */
export function frozenCopy(value: unknown): unknown {
  return deepFreeze(cloneJson(value));
}

function deepFreeze(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  for (const child of Array.isArray(value) ? value : Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
