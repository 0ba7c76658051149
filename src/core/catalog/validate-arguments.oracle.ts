import { isPlainObject, valueKind } from '../json-value.ts';
import { pointerToKey } from './values.ts';
import type { FieldSpec, ToolDefinition } from './types.ts';

/** The part of a refusal the oracle decides: everything but the English sentence. */
export type OracleVerdict =
  | { ok: true; arguments: Record<string, unknown> }
  | { ok: false; code: string; path: string; reason: string; params: Record<string, unknown> };

/**
 * The argument check written the plain way, as the test oracle of validate-arguments.ts: SPEC 1.3 step
 * by step, with no attention to speed. Both must always agree (validate-arguments.oracle.test.ts).
 */
export function checkArgumentsPlainly(tool: ToolDefinition, args: unknown): OracleVerdict {
  if (!isPlainObject(args))
    return refuse('INVALID_ARGUMENT_KEYS', '', 'not_an_object', {
      subject: 'arguments',
      received: valueKind(args),
    });
  const keys = Object.keys(args);
  const fields = Object.keys(tool.fields);
  for (const field of fields) {
    if (tool.fields[field]!.required && !keys.includes(field)) {
      return refuse('INVALID_ARGUMENT_KEYS', pointerToKey(field), 'missing_key', { key: field });
    }
  }
  for (const key of keys) {
    if (!fields.includes(key))
      return refuse('INVALID_ARGUMENT_KEYS', pointerToKey(key), 'unknown_key', { key });
  }
  const symbol = Object.getOwnPropertySymbols(args).find((key) =>
    Object.prototype.propertyIsEnumerable.call(args, key),
  );
  if (symbol !== undefined) {
    return refuse('INVALID_ARGUMENT_KEYS', '', 'symbol_key', { description: symbol.description ?? '' });
  }
  for (const key of keys) {
    const problem = valueProblem(tool.fields[key]!, args[key]);
    if (problem !== undefined)
      return refuse('INVALID_ARGUMENT_VALUE', pointerToKey(key), problem.reason, problem.params);
  }
  return { ok: true, arguments: Object.fromEntries(keys.map((key) => [key, args[key]])) };
}

function valueProblem(
  spec: FieldSpec,
  value: unknown,
): { reason: string; params: Record<string, unknown> } | undefined {
  switch (spec.type) {
    case 'string':
      if (typeof value !== 'string') return wrongType('string', value);
      if ([...value].length > spec.max_length) {
        return { reason: 'too_long', params: { limit: spec.max_length, length: [...value].length } };
      }
      return undefined;
    case 'integer':
      if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
        return { reason: 'unsafe_integer', params: { limit: Number.MAX_SAFE_INTEGER } };
      }
      return Number.isSafeInteger(value) ? undefined : wrongType('integer', value);
    case 'boolean':
      return typeof value === 'boolean' ? undefined : wrongType('boolean', value);
  }
}

function wrongType(expected: string, value: unknown) {
  return { reason: 'wrong_type', params: { expected: [expected], received: valueKind(value) } };
}

function refuse(code: string, path: string, reason: string, params: Record<string, unknown>): OracleVerdict {
  return { ok: false, code, path, reason, params };
}
