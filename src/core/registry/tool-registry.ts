import { refuse } from '../wording/refuse.ts';
import { ok, type ContractError, type Result } from '../result.ts';
import { checkedBy } from '../tool/check.ts';
import { NOTHING_IMPORTED } from '../tool/generated.ts';
import type { Tool } from '../tool/types.ts';
import { compileSchema } from '../schema/compile-schema.ts';
import type { CompiledSchema, SchemaIssue } from '../schema/index.ts';
import { frozenCopy } from '../json-freeze.ts';
import { valueKind } from '../json-value.ts';

/** A tool's code; the registry stores it and never calls it. */
export type ToolHandler = (args: Record<string, unknown>) => unknown;

/** What a caller registers under a name. */
export interface ToolSpec {
  /** One line shown to the model. */
  description: string;
  /** A schema of the JSON Schema 2020-12 subset for the tool's arguments. */
  schema: unknown;
  handler: ToolHandler;
  /** Whether a dispatcher may retry the call. */
  idempotent: boolean;
  /** The dispatcher's time limit for this tool, in milliseconds. */
  timeoutMs: number;
}

/**
 * A registered tool: the spec, a frozen copy of its schema, and the schema compiled once. It is the core's
 * one `Tool` as well (no group, effect or hints; `inputSchema` is `schema`), checking with that compiled schema.
 */
export interface ToolRecord extends Readonly<ToolSpec>, Tool {
  readonly name: string;
  readonly description: string;
  readonly compiled: CompiledSchema;
}

/** Arguments that match the tool's schema, returned as given. */
export interface ValidCall {
  name: string;
  arguments: unknown;
}

/** A Result whose failure also carries every schema issue (none for UNKNOWN_TOOL). */
export type ToolValidation =
  { ok: true; value: ValidCall } | { ok: false; error: ContractError; issues: readonly SchemaIssue[] };

/** Lowercase alphanumeric-and-underscore segments joined by dots, e.g. `files.read_text`. */
export const TOOL_NAME_PATTERN = /^[a-z0-9_]+(\.[a-z0-9_]+)*$/;

function checkSpec(spec: ToolSpec): Result<true> {
  const { description, handler, idempotent, timeoutMs } = spec;
  if (typeof description !== 'string')
    return refuse('INVALID_METADATA', '/description', 'wrong_type', {
      expected: ['string'],
      received: valueKind(description),
    });
  if (typeof handler !== 'function')
    return refuse('INVALID_METADATA', '/handler', 'wrong_type', {
      expected: ['function'],
      received: valueKind(handler),
    });
  if (typeof idempotent !== 'boolean')
    return refuse('INVALID_METADATA', '/idempotent', 'wrong_type', {
      expected: ['boolean'],
      received: valueKind(idempotent),
    });
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0) {
    return refuse('INVALID_METADATA', '/timeoutMs', 'out_of_range', {
      min: 1,
      max: Number.MAX_SAFE_INTEGER,
      received: valueKind(timeoutMs),
    });
  }
  return ok(true);
}

/**
 * Tool name → schema → handler, asked once and trusted after: refuses silent re-registration and bad
 * names, compiles each schema up front, validates arguments with JSON-pointer issues, and never runs a handler.
 */
export class ToolRegistry {
  readonly #tools = new Map<string, ToolRecord>();

  /** Adds a tool; a taken name needs `override`, which keeps the name's original place in `names()`. */
  register(
    name: string,
    spec: ToolSpec,
    { override = false }: { override?: boolean } = {},
  ): Result<ToolRecord> {
    if (typeof name !== 'string' || !TOOL_NAME_PATTERN.test(name)) {
      return refuse('INVALID_TOOL_NAME', '', 'bad_tool_name', { received: valueKind(name) });
    }
    if (this.#tools.has(name) && !override) {
      return refuse('DUPLICATE_REGISTRATION', '', 'already_registered', { name });
    }
    const checked = checkSpec(spec);
    if (!checked.ok) return checked;
    const compiled = compileSchema(spec.schema);
    if (!compiled.ok) return compiled;
    const { description, handler, idempotent, timeoutMs } = spec;
    // a bounded-depth copy: the schema compiled, so its nesting is within MAX_SCHEMA_DEPTH
    const schema = frozenCopy(spec.schema);
    const record: ToolRecord = Object.freeze({
      name,
      description,
      schema,
      handler,
      idempotent,
      timeoutMs,
      compiled: compiled.value,
      group: null,
      effect: null,
      enabled: true,
      inputSchema: schema,
      ...NOTHING_IMPORTED,
      check: (args: unknown) => checkedBy(compiled.value, args),
    });
    this.#tools.set(name, record);
    return ok(record);
  }

  /** The registered tool, or UNKNOWN_TOOL. */
  get(name: string): Result<ToolRecord> {
    const record = this.#tools.get(name);
    return record ? ok(record) : refuse('UNKNOWN_TOOL', '', 'unknown_tool', { name: String(name) });
  }

  /** Registered names in registration order. */
  names(): string[] {
    return [...this.#tools.keys()];
  }

  /** Checks arguments against the tool's compiled schema; the failure lists every issue, the first as `error`. */
  validate(name: string, args: unknown): ToolValidation {
    const record = this.get(name);
    if (!record.ok) return { ...record, issues: [] };
    const checked = record.value.check(args);
    return checked.ok ? { ok: true, value: { name, arguments: args } } : checked;
  }
}
