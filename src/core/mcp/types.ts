import type { ContractError, ErrorParams } from '../result.ts';
import type { DialectUri } from '../schema/index.ts';

/** The behaviour hints an MCP server may attach to a tool; `null` where the server said nothing. */
export interface McpAnnotations {
  readonly title: string | null;
  readonly readOnlyHint: boolean | null;
  readonly destructiveHint: boolean | null;
  readonly idempotentHint: boolean | null;
  readonly openWorldHint: boolean | null;
}

/** The names of the four boolean hints, in the order the MCP specification lists them. */
export type McpHint = 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint';

/**
 * Whether a tool's `inputSchema` is checked by the project's compiler; when it is not, the compiler's
 * refusal (code, schema path inside `inputSchema`, message) and, for unsupported keywords, the keyword.
 */
export type SchemaCheck =
  | {
      readonly isChecked: true;
      /** The dialect's meta-schema URI: the schema's own `$schema`, else 2020-12. */
      readonly dialect: DialectUri;
      /** Schema pointers of keywords no vocabulary defines (annotations nothing checks), e.g. `/x-order`. */
      readonly unchecked: readonly string[];
      /** Schema pointers of `format` keywords, which annotate and check nothing, e.g. `/properties/since/format`. */
      readonly formatAnnotations: readonly string[];
    }
  | {
      readonly isChecked: false;
      readonly error: ContractError;
      readonly keyword: string | null;
      /** What `error.path` points into: the inputSchema, or the tool (a member of the wrong type). */
      readonly at: 'inputSchema' | 'tool';
    };

/** Something read in a kinder way than it was written, e.g. `"annotations": null` read as none. */
export interface McpToolNote {
  /** A JSON pointer inside the tool. */
  readonly path: string;
  readonly reason: string;
  readonly params: ErrorParams;
  readonly message: string;
}

/** One tool of a `tools/list` result, checked for shape; plain data, so it can cross a worker boundary. */
export interface McpTool {
  readonly name: string;
  /** The tool's `title`, else `annotations.title`, else null. */
  readonly title: string | null;
  readonly description: string | null;
  readonly annotations: McpAnnotations;
  /** What was read in a kinder way than it was written; never a defect. */
  readonly notes: readonly McpToolNote[];
  /**
   * A frozen deep copy of the schema the server sent (shown as text, never run); null when there was
   * none or it was not JSON data of a bounded depth (see schemaCheck).
   */
  readonly inputSchema: unknown;
  /** The group the tool is listed under (see group-tools.ts); null for the "other" group. */
  readonly group: string | null;
  readonly schemaCheck: SchemaCheck;
}

/** Tools listed together; `name` null is the group of tools whose name prefix no other tool shares. */
export interface McpGroup {
  readonly name: string | null;
  readonly tools: readonly string[];
}

/** A checked MCP `tools/list` result: tools in server order, and their groups. */
export interface McpCatalog {
  readonly tools: readonly McpTool[];
  readonly groups: readonly McpGroup[];
  /** The server's `nextCursor`: set when this result is only one page of a longer list. */
  readonly nextCursor: string | null;
}

/** The two catalog formats a visitor may bring, or neither. */
export type CatalogFormat = 'scalar' | 'mcp' | 'unknown';
