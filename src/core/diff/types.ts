import type { McpHint } from '../mcp/types.ts';
import type { ErrorParams } from '../result.ts';

/** What part of a tool a change is about. */
export type ChangeKind = 'added' | 'removed' | 'input' | 'output' | 'annotations' | 'title' | 'description';

/** Whether a change breaks callers; `undecided` is counted as breaking, so a diff never hides a break. */
export type Verdict = true | false | 'undecided';

/** One change between two versions of a tool, with the proof of a break where there is one. */
export interface DiffChange {
  readonly tool: string;
  readonly kind: ChangeKind;
  /** RFC 6901 pointer into the tool (`/inputSchema/properties/limit/maximum`); `""` for the whole tool. */
  readonly pointer: string;
  /** A stable snake_case name of what changed (see changeClasses). */
  readonly class: string;
  readonly breaking: Verdict;
  /**
   * For a break: input arguments the old schema accepts and the new refuses, or an output value the new
   * schema allows and the old refused; both checked by the schema engine. Absent otherwise.
   */
  readonly counterexample?: unknown;
  /** What the change's sentence is made from (see diffChangeSentence), read from the old version to the new. */
  readonly params: DiffParams;
  /** Why the schema engine refused a version of the schema, for a change it could not check. */
  readonly refusal?: SchemaRefusal;
  /** One English sentence: the change's sentence from the catalog, filled from `params`. */
  readonly message: string;
}

/**
 * The schema engine's refusal of a schema as data: its reason and params, from which the change's sentence
 * words the problem in its own language (`params.problem` holds it in English).
 */
export interface SchemaRefusal {
  readonly reason: string;
  readonly params: ErrorParams;
}

/** The data a change's sentence is made from: names, values as JSON text, counts. */
export type DiffParams = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/** What changed between two catalogs: every change, and how many of them break callers (or may). */
export interface DiffReport {
  readonly breaking: number;
  readonly changes: readonly DiffChange[];
}

/** A tool as the diff sees it, whichever catalog format it came from. */
export interface DiffTool {
  readonly name: string;
  readonly title: string | null;
  readonly description: string | null;
  /** Each hint as a caller may rely on it: the server's value, or the MCP default where it said nothing. */
  readonly hints: Readonly<Record<McpHint, boolean>>;
  /** The schema callers send. */
  readonly input: SchemaSlot;
  /** The schema of what callers receive. */
  readonly output: SchemaSlot;
}

/** A tool's schema as read: absent, present, or nesting too deep to be compared (its changes are undecided). */
export type SchemaSlot =
  | { readonly state: 'absent' }
  | { readonly state: 'present'; readonly schema: unknown }
  | { readonly state: 'too_deep' };

/** Which way a schema is read: input (callers send; narrowing breaks) or output (callers receive; widening breaks). */
export type Direction = 'input' | 'output';
