import { isNonNegativeInteger } from '../../bounds.ts';
import type { KeywordContext } from '../types.ts';

/** The limit of a counting keyword (minLength, maxItems, minProperties…), or undefined once its defect is recorded. */
export function limitOf(value: unknown, c: KeywordContext, name: string): number | undefined {
  if (isNonNegativeInteger(value)) return value;
  return c.fail(c.path, name, 'count');
}
