import type { ErrorParams } from '../result.ts';

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

/** A schema compiled once into closures; `validate` returns its issues, `isValid` only the verdict. */
export interface CompiledSchema {
  /** The issues in a stable order (see compile-schema.ts); an empty (frozen) array means the value is valid. */
  validate(value: unknown): readonly SchemaIssue[];
  /** The same verdict as `validate(value).length === 0`, without building any issue. */
  isValid(value: unknown): boolean;
}

/** Levels (value descents plus `$ref` hops) a `$ref` may go before it reports a `$ref` issue instead. */
export const MAX_VALUE_DEPTH = 1000;

/** Deepest schema nesting (subschemas and enum values) the compiler accepts. */
export const MAX_SCHEMA_DEPTH = 500;
