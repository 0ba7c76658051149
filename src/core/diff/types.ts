import type { ErrorParams } from '../result.ts';

/** What part of a tool a change is about. */
export type ChangeKind = 'added' | 'removed' | 'input' | 'output' | 'annotations' | 'title' | 'description';

/** Whether a change breaks callers; `undecided` is counted as breaking, so a diff never hides a break. */
export type Verdict = true | false | 'undecided';

/** One change between two versions of a tool, with the proof of a break where there is one. */
export interface DiffChange extends SchemaChange {
  readonly tool: string;
  readonly kind: ChangeKind;
  /** RFC 6901 pointer into the tool (`/inputSchema/properties/limit/maximum`); `""` for the whole tool. */
  readonly pointer: string;
}

/** One change of a tool's schema: where, what, whether it breaks callers and the value that proves it. */
export interface SchemaChange {
  /** RFC 6901 pointer inside the schema (inside the tool, in a DiffChange). */
  readonly pointer: string;
  /** A stable snake_case name of what changed (see changeClasses). */
  readonly class: string;
  readonly breaking: Verdict;
  /**
   * For a break: input arguments the old schema accepts and the new refuses, or an output value the new
   * schema allows and the old refused; both checked by the schema engine. Absent otherwise.
   */
  readonly counterexample?: unknown;
  /** Where and why the schema that refuses the counterexample refuses it: the schema engine's first issue. */
  readonly counterexampleIssue?: CounterexampleIssue;
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

/** The schema engine's first issue with a counterexample, as data: a pointer into the value, a reason and its params. */
export interface CounterexampleIssue {
  readonly path: string;
  readonly reason: string;
  readonly params: ErrorParams;
}

/** The data a change's sentence is made from: names, values as JSON text, counts. */
export type DiffParams = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/**
 * What the diff assumes callers send: `declared`, only the properties the old input schema declares (as
 * callers generated from it do), or `any` value the old input schema accepted.
 */
export type Callers = 'declared' | 'any';

/** How a diff reads the versions it compares. */
export interface DiffOptions {
  /** The assumption about callers (default `declared`); outputs are read the same under both. */
  readonly callers?: Callers;
}

/** What changed between two catalogs: every change, and how many of them break callers (or may). */
export interface DiffReport {
  /** The assumption about callers the verdicts were made under. */
  readonly callers: Callers;
  readonly breaking: number;
  readonly changes: readonly DiffChange[];
}

/** A tool's schema as the diff reads it: absent, present, or nesting too deep to be compared (its changes are undecided). */
export type SchemaSlot =
  | { readonly state: 'absent' }
  | { readonly state: 'present'; readonly schema: unknown }
  | { readonly state: 'too_deep' };

/** Which way a schema is read: input (callers send; narrowing breaks) or output (callers receive; widening breaks). */
export type Direction = 'input' | 'output';
