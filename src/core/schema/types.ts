import type { ErrorParams, Result } from '../result.ts';

/** One reason a value does not match a compiled schema, located in both the value and the schema. */
export interface SchemaIssue {
  /** RFC 6901 pointer into the validated value. */
  path: string;
  /** RFC 6901 pointer to the keyword in the schema that refused the value. */
  schemaPath: string;
  keyword: string;
  /** Why, as data (snake case): `wrong_type`, `too_long`, `missing_key`…; see the conventions in the README. */
  reason: string;
  /** What the reason needs to be put into words: `{ limit, length }`, `{ key }`, `{ expected, received }`. */
  params: ErrorParams;
  /** One English sentence made from the reason and params. */
  message: string;
  /** For `type` issues: the allowed type names joined with " or ". */
  expected?: string;
}

/** A schema compiled once into closures; `validate` returns every issue, `isValid` only the verdict. */
export interface CompiledSchema {
  /** Every issue in a stable order (see compile-schema.ts); an empty (frozen) array means the value is valid. */
  validate(value: unknown): readonly SchemaIssue[];
  /** The same verdict as `validate(value).length === 0`, without building any issue. */
  isValid(value: unknown): boolean;
}

/** Checks one value; depth counts descents into arrays and objects and `$ref` hops. */
export type Check = (value: unknown, depth: number) => boolean;

/**
 * Adds the issues of one value at `path` to `issues`, creating the list on the first issue, and returns
 * the list; it returns `issues` unchanged exactly when the matching Check is true, so a valid value
 * allocates nothing.
 */
export type Collect = (
  value: unknown,
  path: string,
  depth: number,
  issues: SchemaIssue[] | undefined,
) => SchemaIssue[] | undefined;

/** The compiled form of a schema or of one keyword: a fast verdict and a slower issue collector. */
export interface Validator {
  check: Check;
  collect: Collect;
  /** True when the validator accepts every value (`true`, `{}`), so callers may skip it. */
  isTrivial: boolean;
}

/** What a keyword compiler may ask of the schema compiler. */
export interface CompileContext {
  /** The schema object that holds the keyword, for keywords that read a sibling. */
  parent: Record<string, unknown>;
  /** Pointer to the keyword inside the root schema. */
  schemaPath: string;
  /** Compiles a subschema located at `schemaPath`. */
  subschema(schema: unknown, schemaPath: string): Result<Validator>;
  /** A validator that runs the schema a local `$ref` points to, resolved after the whole walk. */
  reference(ref: string, schemaPath: string): Result<Validator>;
}

/** Compiles one keyword's value; `undefined` for annotations and containers that check nothing. */
export type KeywordCompiler = (value: unknown, context: CompileContext) => Result<Validator | undefined>;

/** Levels (value descents plus `$ref` hops) a `$ref` may go before it reports a `$ref` issue instead. */
export const MAX_VALUE_DEPTH = 1000;

/** Deepest schema nesting (subschemas and enum values) the compiler accepts. */
export const MAX_SCHEMA_DEPTH = 500;
