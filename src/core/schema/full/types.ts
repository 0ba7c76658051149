import type { ContractError, ErrorParams } from '../../result.ts';
import type { MalformedNeed } from '../../wording/reasons.ts';
import type { CompiledSchema, SchemaIssue } from '../types.ts';

/** The two dialects the full engine knows, by their meta-schema URI. */
export const DIALECT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
export const DIALECT_DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
export type DialectUri = typeof DIALECT_2020_12 | typeof DIALECT_DRAFT_07;

/** Most issues one `validate` call keeps; the rest are counted in one last `more_issues` issue. */
export const MAX_ISSUES = 100;

/** `$ref`/`$dynamicRef` hops one evaluation may stack before it reports `too_deep`. */
export const MAX_REF_DEPTH = 1000;

/** Subschema evaluations through references one `validate` may spend before it reports `too_complex`. */
export const MAX_REF_STEPS = 500_000;

/** Options of the full vocabulary (see compileSchema). */
export interface FullOptions {
  /** Meta-schema URI used when the schema has no `$schema`; 2020-12 by default. */
  dialect?: string;
  /** Other documents a `$ref` may point to, by URI; never fetched. */
  resources?: Readonly<Record<string, unknown>>;
  /** `annotate` (the default) only records `format`; `assert` checks the formats the engine knows. */
  formats?: 'annotate' | 'assert';
}

/** An issue of the full engine: a SchemaIssue, whichever vocabulary compiled the schema. */
export type FullIssue = SchemaIssue;

/** A schema compiled by the full engine: the dialect it used and the keywords nobody defines. */
export interface FullCompiledSchema extends CompiledSchema {
  validate(value: unknown): readonly FullIssue[];
  /** The dialect's meta-schema URI of the root schema. */
  readonly dialect: DialectUri;
  /** Schema pointers of keywords no vocabulary defines: annotations, so nothing checks them. */
  readonly unchecked: readonly string[];
  /**
   * Schema pointers of `format` keywords that only annotate: `formats: 'annotate'` (the default), or a
   * format the engine does not know. Nothing checks a value against them.
   */
  readonly formatAnnotations: readonly string[];
}

/** What the subschemas of one schema object evaluated, for `unevaluatedProperties`/`unevaluatedItems`. */
export interface Evaluated {
  props: Set<string> | null;
  allProps: boolean;
  /** Items before this index are evaluated. */
  items: number;
  allItems: boolean;
  itemSet: Set<number> | null;
}

/** A schema resource: the root of a document or a subschema with its own `$id`. */
export interface Resource {
  readonly uri: string;
  readonly raw: unknown;
  /** `$dynamicAnchor` name → the schema object that declares it; made with the first one. */
  dynamicAnchors: Map<string, Record<string, unknown>> | undefined;
}

/** The mutable state of one evaluation. */
export interface State {
  /** Where issues go; null while only the verdict is wanted, NO_ISSUES (issues.ts) until one is kept. */
  issues: FullIssue[] | null;
  /** Issues found, kept or not (the list stops at `limit`). */
  count: number;
  /** Most issues the list keeps: MAX_ISSUES, or every issue for a profile that reports all. */
  limit: number;
  /** Reference hops currently stacked (for a profile that counts value depth, descents too). */
  hops: number;
  /** Reference hops taken so far. */
  steps: number;
  /** The dynamic scope: resources entered, outermost first. */
  scope: Resource[];
}

/** Checks one value; with `s.issues` set it adds its issues and goes on, else it stops at the first. */
export type Check = (value: unknown, s: State, path: string, ev: Evaluated | null) => boolean;

/**
 * A profile's verdict of one value, with no state: `depth` counts the levels (descents and reference
 * hops) the value is below the root, for a profile that bounds them.
 */
export type Test = (value: unknown, depth: number) => boolean;

/** A compiled schema location; `check` is filled in after its keywords compile, so references may cycle. */
export interface Node {
  check: Check;
  /** True for `true` and `{}`. */
  trivial: boolean;
  /** Under a profile, the same verdict as `check` without a state (see Profile.verdict). */
  test: Test;
}

/** Where a schema object sits: its issue pointer, base URI, resource and dialect. */
export interface Location {
  path: string;
  base: string;
  resource: Resource;
  dialect: Dialect;
  depth: number;
}

/** A dialect with the vocabularies its meta-schema turns on (null: all of the dialect's). */
export interface Dialect {
  readonly uri: DialectUri;
  readonly vocabularies: ReadonlySet<string> | null;
}

/** What a keyword compiler may ask of the engine. */
export interface KeywordContext {
  /** The schema object holding the keyword. */
  readonly schema: Record<string, unknown>;
  /** Pointer to the keyword. */
  readonly path: string;
  readonly location: Location;
  readonly formats: 'annotate' | 'assert';
  /**
   * False when nothing reads what checks evaluate (a profile without `unevaluated*`): a check that would
   * only record it may then be left out.
   */
  readonly tracksEvaluated: boolean;
  /** Compiles a subschema at `path`. */
  sub(raw: unknown, path: string): Node;
  /** Resolves a reference against the base URI into a node, and tells whether it is dynamic. */
  reference(ref: string, path: string, dynamic: boolean): Check | undefined;
  /**
   * Records a malformed keyword at `path` (the keyword's, or one of its entries'), worded by what the keyword
   * `needs` (a variant of the `malformed_keyword` sentence); the first defect is the compile result.
   */
  fail(path: string, keyword: string, needs: MalformedNeed, params?: ErrorParams): undefined;
  /** Records any refusal; the first defect is the compile result. */
  refuse(error: ContractError): undefined;
}

/** Compiles one keyword into a check, or undefined when it checks nothing (annotations, siblings' helpers). */
export type KeywordCompiler = (value: unknown, c: KeywordContext) => Check | undefined;

/** One entry of the keyword table. */
export interface KeywordEntry {
  readonly compile: KeywordCompiler;
  /** Vocabulary short name (core, applicator, unevaluated, validation, format-annotation, content, meta-data). */
  readonly vocabulary: string;
  /** Evaluation order: lower first; unevaluated* run last. */
  readonly order: number;
}
