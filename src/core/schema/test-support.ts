import { parsePointer } from '../pointer.ts';

/** One case of the official suite's draft 2020-12 files: a schema and values with their verdicts. */
export interface ConformanceCase {
  file: string;
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

/** True when `pointer` names a location that exists in `value`, following own keys and array indexes. */
export function pointsInto(value: unknown, pointer: string): boolean {
  const tokens = parsePointer(pointer);
  if (!tokens) return false;
  let here = value;
  for (const token of tokens) {
    if (Array.isArray(here)) {
      if (!/^(0|[1-9]\d*)$/.test(token) || Number(token) >= here.length) return false;
      here = here[Number(token)];
    } else if (
      typeof here === 'object' &&
      here !== null &&
      Object.prototype.hasOwnProperty.call(here, token)
    ) {
      here = (here as Record<string, unknown>)[token];
    } else return false;
  }
  return true;
}
