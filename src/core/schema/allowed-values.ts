import { jsonEqual } from '../json-value.ts';

/** True for null, a boolean, a number or a string: what one Set lookup compares. */
export const isScalar = (value: unknown): boolean => typeof value !== 'object' || value === null;

/**
 * The test of `enum`: scalars by one Set lookup, arrays and objects by deep JSON
 * equality (1 equals 1.0, key order ignored), one by one.
 */
export function allowedValues(values: readonly unknown[]): (candidate: unknown) => boolean {
  const scalars = new Set(values.filter(isScalar));
  const composites = values.filter((value) => !isScalar(value));
  return (candidate) => {
    if (isScalar(candidate)) return scalars.has(candidate);
    for (const allowed of composites) if (jsonEqual(allowed, candidate)) return true;
    return false;
  };
}
