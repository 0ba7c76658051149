import type { ToolGroup } from '../search/group-by.ts';
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

/** A schema the project's compiler accepted: its dialect and what it only annotates. */
export interface CheckedSchema {
  readonly isChecked: true;
  /** The dialect's meta-schema URI: the schema's own `$schema`, else 2020-12. */
  readonly dialect: DialectUri;
  /** Schema pointers of keywords no vocabulary defines (annotations nothing checks), e.g. `/x-order`. */
  readonly unchecked: readonly string[];
  /** Schema pointers of `format` keywords, which annotate and check nothing, e.g. `/properties/since/format`. */
  readonly formatAnnotations: readonly string[];
}

/** A schema the compiler refused: the refusal (code, pointer, message), the keyword for unsupported ones, and where the pointer points. */
export interface UncheckedSchema<At extends string> {
  readonly isChecked: false;
  readonly error: ContractError;
  readonly keyword: string | null;
  /** What `error.path` points into. */
  readonly at: At;
}

/** The pointer inside the tool that a refusal's `error.path` is relative to: `/inputSchema`, `/outputSchema`, or the tool. */
export function refusalBase(check: UncheckedSchema<string>): string {
  return check.at === 'tool' ? '' : `/${check.at}`;
}

/**
 * Whether a tool's `inputSchema` is checked by the project's compiler; when it is not, the compiler's
 * refusal, pointing into the inputSchema, or into the tool for a member of the wrong type.
 */
export type SchemaCheck = CheckedSchema | UncheckedSchema<'inputSchema' | 'tool'>;

/**
 * Whether a tool's `outputSchema` is checked by the project's compiler. A malformed output half marks only
 * the output: the tool's arguments are still documented and checked.
 */
export type OutputCheck = CheckedSchema | UncheckedSchema<'outputSchema'>;

/** Something read in a kinder way than it was written, e.g. `"annotations": null` read as none. */
export interface McpToolNote {
  /** A JSON pointer inside the tool. */
  readonly path: string;
  readonly reason: string;
  readonly params: ErrorParams;
  readonly message: string;
}

/**
 * How a tool sent one of its schemas: as a schema (any JSON value, `null` for an inputSchema included), not
 * at all, or nested deeper than the schema depth limit, which is read as no schema (null) with a defect.
 */
export type SchemaState = 'schema' | 'absent' | 'too_deep';

/** How a tool sent its inputSchema and its outputSchema (a `null` outputSchema is absent). */
export interface SchemaStates {
  readonly input: SchemaState;
  readonly output: SchemaState;
}

/** One tool of a `tools/list` result, checked for shape; plain data, so it can cross a worker boundary. */
export interface McpTool {
  readonly name: string;
  /** The tool's `title`, else `annotations.title`, else null (see displayName). */
  readonly title: string | null;
  readonly description: string | null;
  readonly annotations: McpAnnotations;
  /** The icons the server gives, in its order; shown only when inline (`data:`), listed otherwise. */
  readonly icons: readonly McpIcon[];
  /** What was read in a kinder way than it was written; never a defect. */
  readonly notes: readonly McpToolNote[];
  /**
   * A frozen deep copy of the schema the server sent (shown as text, never run); null when there was
   * none or it was not JSON data of a bounded depth (see schemaCheck).
   */
  readonly inputSchema: unknown;
  /** The group the tool is listed under (see groupByNamePart); null for the "other" group. */
  readonly group: string | null;
  readonly schemaCheck: SchemaCheck;
  /**
   * A frozen deep copy of the tool's `outputSchema` (the shape of its results' `structuredContent`); null
   * when the tool declares none or it was not JSON data of a bounded depth (see outputCheck).
   */
  readonly outputSchema: unknown;
  /** Whether the outputSchema can be checked; null when the tool declares none. */
  readonly outputCheck: OutputCheck | null;
  /** How each schema was sent, which tells an absent schema from one nested too deep (both null). */
  readonly schemaStates: SchemaStates;
}

/** An icon a server gives for a tool: where it is and, optionally, its media type and sizes. */
export interface McpIcon {
  readonly src: string;
  readonly mimeType: string | null;
  readonly sizes: readonly string[];
}

/** Tools listed together by what their names are about (see groupByNamePart); `name` null is the group of the rest. */
export type McpGroup = ToolGroup;

/** A checked MCP `tools/list` result: tools in server order, and their groups. */
export interface McpCatalog {
  readonly tools: readonly McpTool[];
  readonly groups: readonly McpGroup[];
  /** The server's `nextCursor`: set when this result is only one page of a longer list. */
  readonly nextCursor: string | null;
}

/** The two catalog formats a visitor may bring, or neither. */
export type CatalogFormat = 'scalar' | 'mcp' | 'unknown';
