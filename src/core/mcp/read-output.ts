import { wordReason, type Reason } from '../wording/reasons.ts';
import { compileSchema, MAX_SCHEMA_DEPTH } from '../schema/index.ts';
import { isPlainObject, valueKind } from '../json-value.ts';
import { parsePointer } from '../pointer.ts';
import { contractError, type ErrorParams } from '../result.ts';
import type { CopiedSchema } from './copy-schema.ts';
import { MCP_SCHEMA_OPTIONS } from './schema-options.ts';
import type { OutputCheck } from './types.ts';

/**
 * Whether a tool's copied `outputSchema` can be checked; null when the tool has none. Any JSON Schema is
 * read: the MCP revisions that restrict it to object schemas are told apart by the revision rules, not
 * here. A malformed one is kept with its defect, located inside the outputSchema, and never marks the
 * tool's input half.
 */
export function outputCheckOf(copied: CopiedSchema): OutputCheck | null {
  switch (copied.state) {
    case 'absent':
      return null;
    case 'too_deep':
      return refused('too_deep', { limit: MAX_SCHEMA_DEPTH, nested: 'schema' });
    case 'schema':
      return checkOutputSchema(copied.schema);
  }
}

/** Compiles an outputSchema with the engine the inputSchema uses, keeping the refusal for the visitor. */
export function checkOutputSchema(schema: unknown): OutputCheck {
  if (typeof schema !== 'boolean' && !isPlainObject(schema)) {
    return refused('not_a_schema', { subject: 'output_schema', received: valueKind(schema) });
  }
  const compiled = compileSchema(schema, MCP_SCHEMA_OPTIONS);
  if (compiled.ok) {
    const { dialect, unchecked, formatAnnotations } = compiled.value;
    return { isChecked: true, dialect, unchecked, formatAnnotations };
  }
  const { error } = compiled;
  const tokens = error.code === 'UNSUPPORTED_KEYWORD' ? parsePointer(error.path) : undefined;
  return { isChecked: false, error, keyword: tokens?.[tokens.length - 1] ?? null, at: 'outputSchema' };
}

function refused(reason: Reason, params: ErrorParams): OutputCheck {
  const error = contractError('INVALID_SCHEMA', '', reason, params, wordReason(reason, params, 'en'));
  return { isChecked: false, error, keyword: null, at: 'outputSchema' };
}
