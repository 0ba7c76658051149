import type { ContractError } from '../result.ts';
import type { Provider } from '../providers/types.ts';

/**
 * A tokenizer the caller brings, so the core depends on none: `encode` gives the tokens of a text (text
 * that looks like a special token, `<|endoftext|>`, is plain text and never refused), `bytesOf` how many
 * UTF-8 bytes of the text one token stands for, which is how a tool's tokens are shared out among its parts.
 */
export interface TokenCounter {
  /** The encoding's name, such as `o200k_base`. */
  readonly name: string;
  encode(text: string): ArrayLike<number>;
  bytesOf(token: number): number;
}

/** Where one input field's tokens go: its descriptions (nested ones too) and the rest of its schema, its name included. */
export interface FieldParts {
  readonly name: string;
  readonly description: number;
  readonly schema: number;
}

/**
 * Where one tool's tokens go: its description, each top-level input field, and the rest (the tool's name,
 * the request's keys and punctuation, schema outside the fields). They add up exactly to the tool's tokens.
 */
export interface ToolParts {
  readonly description: number;
  readonly fields: readonly FieldParts[];
  readonly rest: number;
}

/** One tool's bill: its tokens, their parts, and the exact text that was counted. */
export interface ToolBill {
  readonly name: string;
  /** The tool's group: a scalar catalog's family, an MCP list's group by name part, null for the rest. */
  readonly group: string | null;
  readonly tokens: number;
  readonly parts: ToolParts;
  /** The compact JSON of what is sent for the tool, as counted. */
  readonly counted: string;
}

/** Where a published figure comes from: the document, its address and the day it was read (YYYY-MM-DD). */
export interface Source {
  readonly title: string;
  readonly url: string;
  readonly read: string;
}

/** A fixed cost a provider publishes for any request with tools, listed apart from the tools. */
export interface Overhead {
  readonly tokens: number;
  /** What the figure is, in the provider's own tokens. */
  readonly what: string;
  readonly source: Source;
}

/** What the figures count, and whether they only estimate the provider's own count. */
export interface Counting {
  readonly tokenizer: string;
  readonly counts: string;
  /** True where the provider's own tokenizer is not public (Anthropic, Gemini). */
  readonly isEstimate: boolean;
}

/** A tool the bill leaves out: a disabled scalar tool (no host lists it) or one the provider adapter refuses. */
export interface UnbilledTool {
  readonly name: string;
  readonly reason: 'disabled' | 'refused';
  readonly error: ContractError | null;
}

/** A catalog's bill for one provider: every billed tool in catalog order, the overhead apart, and the total. */
export interface CatalogBill {
  readonly provider: Provider;
  readonly counting: Counting;
  readonly tools: readonly ToolBill[];
  readonly overhead: Overhead | null;
  /** The tools' tokens plus the overhead. */
  readonly total: number;
  readonly unbilled: readonly UnbilledTool[];
}

/** The hosts and providers whose published limits a bill is checked against. */
export type Host = Provider | 'cursor' | 'vscode' | 'claude-code';

/** A limit a catalog breaks: too many tools for one request or session, or a name a host cannot take. */
export type LimitFinding =
  | {
      readonly code: 'HOST_TOOL_LIMIT';
      readonly host: Host;
      readonly limit: number;
      readonly count: number;
      readonly source: Source;
    }
  | {
      readonly code: 'HOST_NAME_LIMIT';
      readonly host: Host;
      /** The longest name the host takes, after any prefix it adds. */
      readonly limit: number;
      readonly name: string;
      /** `too_long`, or `not_allowed` for a name the host's pattern does not match otherwise. */
      readonly reason: 'too_long' | 'not_allowed';
      /** The pattern the name, with any prefix the host adds, must match. */
      readonly pattern: string;
      readonly source: Source;
    };

/** What finds the deferred tools: the provider's tool search tool, or the project's discovery tool. */
export interface Discovery {
  readonly kind: 'tool_search' | 'discovery_tool';
  readonly name: string;
  readonly tokens: number;
  /** The compact JSON of its entry in the request, as counted. */
  readonly counted: string;
  /** Its entry as listed: the tool search tool's request entry, or the discovery tool's `tools/list` entry. */
  readonly entry: Readonly<Record<string, unknown>>;
}

/**
 * A plan for a token limit: `keep` and `defer` partition the billed tools by name; `keptTokens` is the kept
 * tools' tokens plus the overhead any request with tools pays; `discoveryTokens` what finds the deferred
 * ones (0 when none is); `savedTokens` is `total − keptTokens − discoveryTokens`. `overBy` is how far over
 * the limit the plan is (0 when it fits), which only tools that must be kept can make.
 */
export interface BudgetPlan {
  readonly limit: number;
  readonly keep: readonly string[];
  readonly defer: readonly string[];
  readonly keptTokens: number;
  readonly discoveryTokens: number;
  readonly savedTokens: number;
  readonly overBy: number;
  readonly discovery: Discovery | null;
}
