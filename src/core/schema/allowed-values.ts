import { jsonEqual } from '../json-value.ts';

/** True for null, a boolean, a number or a string: what one Set lookup compares. */
export const isScalar = (value: unknown): boolean => typeof value !== 'object' || value === null;

/**
 * The values of an `enum`, split for its test: scalars by one Set lookup, arrays and objects by deep JSON
 * equality (1 equals 1.0, key order ignored), one by one.
 */
export interface AllowedValues {
  readonly scalars: ReadonlySet<unknown>;
  readonly composites: readonly unknown[];
}

export function allowedValues(values: readonly unknown[]): AllowedValues {
  return {
    scalars: new Set(values.filter(isScalar)),
    composites: values.filter((value) => !isScalar(value)),
  };
}

/** True when the array or object `candidate` equals one of `composites`. */
export function isAmong(candidate: unknown, composites: readonly unknown[]): boolean {
  for (const allowed of composites) if (jsonEqual(allowed, candidate)) return true;
  return false;
}

/** The test of an enum's values as one closure, for a verdict with no state (a profile's). */
export function allowedTest({ scalars, composites }: AllowedValues): (candidate: unknown) => boolean {
  return (candidate) => (isScalar(candidate) ? scalars.has(candidate) : isAmong(candidate, composites));
}
