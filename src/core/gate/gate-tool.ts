import type { ContractError } from '../result.ts';
import { isPlainObject } from '../json-value.ts';
import type { SchemaIssue } from '../schema/types.ts';
import type { Tool } from '../tool/types.ts';
import { NOTHING_IMPORTED } from '../tool/generated.ts';
import { appendPointer } from '../pointer.ts';
import { gateError } from './messages.ts';
import type { GateTool, InputType, InputValue, ToolArgs } from './tools.ts';

/** What the gate's input check answers: a frozen copy of exactly the declared inputs, or why not. */
export type GateInputCheck =
  | { ok: true; value: ToolArgs }
  | { ok: false; error: ContractError<'INVALID_INPUT'>; issues: readonly SchemaIssue[] };

/** A gate tool as the core's one `Tool`: its `check` is the gate's own input check, the first step of a call. */
export interface GateInputTool extends Tool {
  check(args: unknown): GateInputCheck;
}

/**
 * The core `Tool` of a gate tool's definition: no group, `read` when it needs only the read permission and
 * `change` otherwise, and an input schema that closes the object over its declared inputs.
 */
export function gateTool(definition: GateTool): GateInputTool {
  return Object.freeze({
    name: definition.name,
    description: definition.description.en,
    group: null,
    effect: definition.permissions.every((permission) => permission === 'read') ? 'read' : 'change',
    enabled: true,
    inputSchema: inputSchema(definition),
    ...NOTHING_IMPORTED,
    check: (args: unknown) => checkInput(definition, args),
  });
}

function inputSchema(definition: GateTool): unknown {
  const properties = Object.fromEntries(definition.inputs.map(([name, type]) => [name, { type }]));
  const required = definition.inputs.map(([name]) => name);
  return { type: 'object', properties, required, additionalProperties: false };
}

/**
 * Exactly the declared keys (one problem for any difference), then each value of exactly its type in
 * declared order; returns a copy so the caller cannot change it mid-call.
 */
export function checkInput(definition: GateTool, args: unknown): GateInputCheck {
  if (!isPlainObject(args)) return refused('', 'input_not_an_object', {});
  const keys = Reflect.ownKeys(args);
  const declared = new Set(definition.inputs.map(([name]) => name));
  if (keys.length !== declared.size || !keys.every((key) => declared.has(key as string))) {
    return refused('', 'input_keys_differ', {});
  }
  const copy: Record<string, InputValue> = {};
  for (const [key, type] of definition.inputs) {
    // Read the descriptor, not the property: a getter would run code before the checks finished.
    const value: unknown = Object.getOwnPropertyDescriptor(args, key)?.value;
    if (!hasExactType(value, type)) return refused(appendPointer('', key), 'input_wrong_type', { name: key });
    Object.defineProperty(copy, key, { value, enumerable: true, writable: false });
  }
  return { ok: true, value: Object.freeze(copy) };
}

function refused(
  path: string,
  reason: 'input_not_an_object' | 'input_keys_differ' | 'input_wrong_type',
  params: { name?: string },
): GateInputCheck {
  return { ok: false, error: gateError('INVALID_INPUT', path, reason, params), issues: [] };
}

function hasExactType(value: unknown, type: InputType): value is InputValue {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}
