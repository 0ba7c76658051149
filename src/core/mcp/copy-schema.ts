import { frozenCopy } from '../json-freeze.ts';
import { isJsonWithinDepth } from '../json-value.ts';
import type { SchemaState } from './types.ts';

/** A schema as a tool sent it, before anything compiles it: a copy, or null when absent or too deep. */
export interface CopiedSchema {
  readonly schema: unknown;
  readonly state: SchemaState;
}

const ABSENT: CopiedSchema = Object.freeze({ schema: null, state: 'absent' });
const TOO_DEEP: CopiedSchema = Object.freeze({ schema: null, state: 'too_deep' });

/**
 * Keeps a schema member as sent (undefined when the tool has none) through `copy`: a frozen deep copy, which
 * keeps nothing of the caller's objects, unless the reader asks for another.
 */
export function copySchema(value: unknown, copy: (value: unknown) => unknown = frozenCopy): CopiedSchema {
  if (value === undefined) return ABSENT;
  if (!isJsonWithinDepth(value)) return TOO_DEEP;
  return { schema: copy(value), state: 'schema' };
}
