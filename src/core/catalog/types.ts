import type { Result } from '../result.ts';

/** The three scalar kinds a field may declare. */
export type FieldType = 'string' | 'integer' | 'boolean';

/** What a tool does to the world: a family name says nothing about it, the effect does. */
export type Effect = 'read' | 'change';

/** One declared input field; `max_length` is declared for every field and applied to strings only. */
export interface FieldSpec {
  readonly type: FieldType;
  readonly required: boolean;
  readonly max_length: number;
}

/** One scalar catalog item exactly as a catalog file writes it. */
export interface ToolDefinition {
  readonly name: string;
  readonly family: string;
  readonly effect: Effect;
  readonly enabled: boolean;
  readonly fields: Readonly<Record<string, FieldSpec>>;
}

/** The schema of one property of a generated `inputSchema`. */
export type PropertySchema = { type: 'string'; maxLength: number } | { type: 'integer' | 'boolean' };

/** The JSON Schema that `discover` generates from a tool's fields. */
export interface InputSchema {
  type: 'object';
  properties: Record<string, PropertySchema>;
  required: string[];
  additionalProperties: false;
}

/** What discovery tells an agent about one enabled tool; discovery never executes anything. */
export interface ToolDescription {
  name: string;
  family: string;
  effect: Effect;
  inputSchema: InputSchema;
  executes: false;
}

/** A value that a valid argument may hold. */
export type Scalar = string | number | boolean;

/** The answer of a successful argument check: the shape is valid, and nothing is authorized or run. */
export interface CheckedArguments {
  name: string;
  arguments: Record<string, Scalar>;
  shape_valid: true;
  authorized: false;
  executed: false;
}

/** One loaded tool with everything `discover` and `validateArguments` need, prepared once. */
export interface CatalogEntry {
  readonly definition: ToolDefinition;
  /** Builds a fresh, caller-owned description of the tool. */
  readonly describe: () => ToolDescription;
  /** Checks arguments against the tool's fields without touching them. */
  readonly check: (args: unknown) => Result<CheckedArguments>;
}

/** Lookups over a loaded catalog, each answering in time proportional to its answer. */
export interface CatalogIndex {
  /** The tool with exactly this name, enabled or not. */
  tool(name: unknown): CatalogEntry | undefined;
  /** The enabled tool with exactly this name. */
  enabledTool(name: unknown): CatalogEntry | undefined;
  /** Whether any tool, enabled or not, belongs to the family. */
  hasFamily(family: string): boolean;
  /** The enabled tools of a family (every family for `all`), in catalog order. */
  enabledIn(family: string): readonly CatalogEntry[];
}

/** A checked, frozen, indexed catalog: only `loadCatalog` makes one. */
export interface Catalog {
  /** The definitions in catalog order, as frozen copies of the loaded items. */
  readonly tools: readonly ToolDefinition[];
  /** Every family name, in order of first appearance, including families whose tools are all disabled. */
  readonly families: readonly string[];
  readonly index: CatalogIndex;
}
