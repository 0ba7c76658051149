import type { Effect } from '../catalog/types.ts';
import type {
  McpAnnotations,
  McpIcon,
  McpToolNote,
  OutputCheck,
  SchemaCheck,
  SchemaStates,
} from '../mcp/types.ts';
import type { ContractError, Result } from '../result.ts';
import type { SchemaIssue } from '../schema/types.ts';
import type { ToolGroup } from '../search/group-by.ts';

/**
 * One tool, whatever catalog it came from: a scalar catalog's definition or an MCP `tools/list` entry.
 * The page, the site builder and the command line read tools through this shape; what only one format
 * has (a scalar tool's effect, an MCP tool's hints and output schema) is null where the source has none.
 */
export interface Tool {
  readonly name: string;
  readonly title: string | null;
  readonly description: string | null;
  /** The scalar family, or the MCP group the name puts it in; null for MCP's group of the rest. */
  readonly group: string | null;
  /** What a scalar tool does to the world; null for an MCP tool, whose hints say it instead. */
  readonly effect: Effect | null;
  readonly hints: McpAnnotations | null;
  /** Whether a call may name it: a scalar catalog may list disabled tools, an MCP list never does. */
  readonly enabled: boolean;
  /** The JSON Schema of its arguments: generated from a scalar tool's fields, an MCP tool's own otherwise. */
  readonly inputSchema: unknown;
  readonly outputSchema: unknown;
  /**
   * How the source sent each schema: as a schema, not at all, or nested too deep to read. An absent
   * schema and a too deep one are both null; this tells them apart.
   */
  readonly schemaStates: SchemaStates;
  /** How the import read its schema (dialect, annotation-only keywords, or the refusal); null for a schema the core generated. */
  readonly schemaCheck: SchemaCheck | null;
  /** Whether its outputSchema can be checked; null when it declares none. */
  readonly outputCheck: OutputCheck | null;
  /** Why its arguments cannot be checked; null when they can. */
  readonly schemaProblem: SchemaProblem | null;
  /** The icons its server gives, in that order; none for a scalar tool. */
  readonly icons: readonly McpIcon[];
  /** What its import read in a kinder way than it was written; none for a scalar tool. */
  readonly notes: readonly McpToolNote[];
  /** Checks arguments against the tool's own definition; nothing is authorized or run. */
  check(args: unknown): ToolCheck;
}

/**
 * What checking one call's arguments answers: the arguments as checked, or the refusal. A schema's
 * refusal lists every issue, the first as `error`; a scalar tool's exact check stops at its first defect,
 * so its `issues` is empty and `error` is the whole answer.
 */
export type ToolCheck =
  { ok: true; value: unknown } | { ok: false; error: ContractError; issues: readonly SchemaIssue[] };

/** The schema compiler's refusal of a tool's schema, its pointer inside the tool, and the keyword it names if any. */
export interface SchemaProblem {
  readonly error: ContractError;
  readonly keyword: string | null;
}

/** Tools of one catalog in its order, and the lookup by exact name with that format's refusal. */
export interface ToolCatalog {
  readonly format: 'scalar' | 'mcp';
  readonly tools: readonly Tool[];
  /**
   * Its tools' groups in the order a reader meets them: a scalar catalog's families by first appearance
   * (disabled tools too), an MCP list's groups by name part with the group of the rest (name null) last.
   */
  readonly groups: readonly ToolGroup[];
  /** Whether a tool of exactly this name is listed, enabled or not. */
  has(name: string): boolean;
  /** The tool of exactly this name, enabled or not (a list shows disabled tools too); undefined if none is. */
  get(name: string): Tool | undefined;
  /** The tool a call may name (a disabled scalar tool is not found), or the format's refusal of the name. */
  find(name: string): Result<Tool>;
}
