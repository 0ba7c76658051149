import type { ContractError } from '../result.ts';
import type { McpRevision } from './revisions.ts';
/** The four tool formats the core can describe a tool in. */
export type Provider = 'mcp' | 'openai' | 'anthropic' | 'gemini';

/** What a provider does with a request that breaks a rule: refuses it, or accepts it and does not enforce the rule. */
export type FindingEffect = 'rejected' | 'ignored';

/** The kinds of provider rule a tool can break. */
export type FindingCode =
  | 'NAME_NOT_ALLOWED'
  | 'NAME_TOO_LONG'
  | 'ROOT_NOT_OBJECT'
  | 'KEYWORD_NOT_SUPPORTED'
  | 'STRICT_ALL_REQUIRED'
  | 'STRICT_NO_ADDITIONAL_PROPERTIES'
  | 'LIMIT_EXCEEDED'
  | 'OUTPUT_NOT_OBJECT'
  | 'SCHEMA_NOT_CHECKABLE'
  | 'DIALECT_NOT_NAMED'
  | 'INVALID_HEADER_PARAMETER'
  | 'COMPOSITION_TOO_LARGE';

/** The id of one rule in docs/providers.md, where its source and the date it was read are kept. */
export type RuleId =
  | 'mcp-name'
  | 'mcp-root'
  | 'mcp-output-root'
  | 'mcp-output-schema'
  | 'mcp-dialect'
  | 'mcp-header'
  | 'mcp-composition'
  | 'openai-name'
  | 'openai-root'
  | 'openai-strict-root'
  | 'openai-strict-required'
  | 'openai-strict-additional'
  | 'openai-strict-composition'
  | 'openai-strict-oneof'
  | 'openai-strict-format'
  | 'openai-strict-type'
  | 'openai-strict-items'
  | 'openai-strict-limits'
  | 'anthropic-name'
  | 'anthropic-root'
  | 'anthropic-strict-constraints'
  | 'anthropic-strict-additional'
  | 'anthropic-strict-unlisted'
  | 'anthropic-strict-ref'
  | 'anthropic-strict-enum'
  | 'anthropic-strict-format'
  | 'anthropic-strict-limits'
  | 'gemini-name'
  | 'gemini-root'
  | 'gemini-fields'
  | 'gemini-type'
  | 'gemini-enum'
  | 'gemini-ref';

/**
 * One reason a provider would refuse a tool, or silently not enforce part of it. `path` is an RFC 6901
 * pointer into the tool object (`/name`, `/inputSchema/properties/limit/minimum`); `params` is plain JSON
 * data the page words the finding from; `rule` names the entry in docs/providers.md that gives the source.
 */
export interface ProviderFinding {
  readonly code: FindingCode;
  readonly path: string;
  readonly effect: FindingEffect;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message: string;
  readonly rule: RuleId;
}

/**
 * Whether the provider's strict (schema-enforcing) mode is asked for (MCP has no such mode and ignores
 * it), and for MCP the specification revision whose rules apply (default: the newest).
 */
export interface ProviderOptions {
  readonly strict?: boolean;
  readonly spec?: McpRevision;
}

/**
 * A tool as the provider functions take it: one `mcpProviderTool` made from an imported MCP tool, taken as
 * it is; or a raw `tools/list` entry (a tool as `discover` returns it), which they read as the MCP import
 * does first (see readProviderTool), so that only its own members count: a `defect` of its own is ignored,
 * and a `description` of null is a member of the wrong type.
 */
export interface ProviderTool {
  readonly name: string;
  readonly description?: string | null;
  readonly inputSchema: unknown;
  /**
   * A defect the tool is known to have, pointing into the tool (see `mcpProviderTool`): such a tool is
   * acceptable to no provider, and is refused with it.
   */
  readonly defect?: ContractError | null;
  /** An MCP tool's outputSchema, when it declares one; only the MCP rules read it. */
  readonly outputSchema?: unknown;
  /** A defect of that outputSchema (pointing into it), which makes its results not checkable. */
  readonly outputDefect?: ContractError | null;
}

/** A tool the MCP import found checkable: its name, its description or null, and its object schema. */
export interface CheckedTool {
  readonly name: string;
  readonly description: string | null;
  readonly inputSchema: Record<string, unknown> | boolean;
}

/** How a change made by `adaptForProvider` bears on what the tool accepts. */
export type ChangeMeaning = 'kept' | 'narrowed' | 'widened';

/** What a change made by `adaptForProvider` did, as a stable token. */
export type ChangeAction =
  | 'renamed'
  | 'inlined_ref'
  | 'dropped_keyword'
  | 'one_of_to_any_of'
  | 'merged_all_of'
  | 'const_to_enum'
  | 'type_list'
  | 'closed_object'
  | 'made_nullable';

/** One mechanical change `adaptForProvider` made; `path` points into the adapted tool. */
export interface ProviderChange {
  readonly path: string;
  readonly action: ChangeAction;
  readonly meaning: ChangeMeaning;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message: string;
}

/** The original and the sent name of a tool whose name the provider would refuse. */
export interface NameMapping {
  readonly original: string;
  readonly adapted: string;
}

/**
 * The tool in a provider's own request shape after the mechanical fixes: the request entry, the same tool
 * in the neutral `{ name, description?, inputSchema }` shape (what `changes` and `remaining` point into;
 * a `tools/list` entry that lintForProvider reads again as it reads the original),
 * every change, what would still be refused or not enforced, and the name mapping when it was renamed.
 */
export interface ProviderAdaptation {
  readonly request: Readonly<Record<string, unknown>>;
  readonly tool: {
    readonly name: string;
    readonly description?: string;
    readonly inputSchema: unknown;
  };
  readonly changes: readonly ProviderChange[];
  readonly remaining: readonly ProviderFinding[];
  readonly nameMapping: NameMapping | null;
}
