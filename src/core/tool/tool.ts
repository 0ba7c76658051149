import { refuse } from '../wording/refuse.ts';
import type { Effect } from '../catalog/types.ts';
import { indexed } from './indexed.ts';
import { scalarToolCatalog } from './scalar-tool.ts';
import {
  refusalBase,
  type McpAnnotations,
  type McpCatalog,
  type McpIcon,
  type McpTool,
  type McpToolNote,
  type OutputCheck,
  type SchemaCheck,
  type UncheckedSchema,
} from '../mcp/types.ts';
import { MCP_SCHEMA_OPTIONS } from '../mcp/schema-options.ts';
import { contractError, type ContractError, type Result } from '../result.ts';
import { checkedBy, type ToolCheck } from './check.ts';
import { compileSchema } from '../schema/compile.ts';
import type { ImportedCatalog } from '../mcp/import-catalog.ts';
import type { ToolGroup } from '../search/group-by.ts';

export type { ToolCheck } from './check.ts';
export { scalarToolCatalog };
import type { CompiledSchema } from '../schema/types.ts';

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

/** An MCP list's tools; each compiles its schema on its first check, as the import checked it. */
export function mcpToolCatalog(catalog: McpCatalog): ToolCatalog {
  return indexed('mcp', catalog.tools.map(mcpTool), catalog.groups, unknownMcpTool);
}

function unknownMcpTool(name: string): Result<never> {
  return refuse('UNKNOWN_TOOL', '', 'unknown_tool', { name });
}

/** One MCP tool as the one `Tool`; it compiles its schema on its first check, as the import checked it. */
export function mcpTool(tool: McpTool): Tool {
  const { schemaCheck } = tool;
  const schemaProblem = schemaCheck.isChecked ? null : refusalInTool(schemaCheck);
  let compiled: Result<CompiledSchema> | undefined;
  return Object.freeze({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    group: tool.group,
    effect: null,
    hints: tool.annotations,
    enabled: true,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema,
    schemaCheck,
    outputCheck: tool.outputCheck,
    schemaProblem,
    icons: tool.icons,
    notes: tool.notes,
    check(args: unknown): ToolCheck {
      compiled ??= compileSchema(tool.inputSchema, MCP_SCHEMA_OPTIONS);
      if (!compiled.ok) return { ok: false, error: schemaProblem?.error ?? compiled.error, issues: [] };
      return checkedBy(compiled.value, args);
    },
  });
}

function refusalInTool(check: UncheckedSchema<string>): SchemaProblem {
  const { code, path, reason, params, message } = check.error;
  const error = contractError(code, refusalBase(check) + path, reason, params, message);
  return Object.freeze({ error, keyword: check.keyword });
}

/** The tools of a catalog in either format, as `importCatalog` read it. */
export function toolCatalog(imported: ImportedCatalog): ToolCatalog {
  return imported.format === 'scalar'
    ? scalarToolCatalog(imported.catalog)
    : mcpToolCatalog(imported.catalog);
}
