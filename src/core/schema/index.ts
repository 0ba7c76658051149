/** The JSON Schema engine (the registry's subset by default, or every keyword): one entry point for the rest of the core. */
export { compileSchema, type CompileOptions } from './compile.ts';
export { findPatterns, type SchemaPattern } from './find-patterns.ts';
export { DEFAULT_VOCABULARY, declaredDialect, schemaDialect } from './dialect.ts';
export type { CompiledSchema, SchemaIssue } from './types.ts';
export { MAX_SCHEMA_DEPTH, MAX_VALUE_DEPTH } from './types.ts';
export { FORMATS } from './full/formats/index.ts';
export {
  DIALECT_2020_12,
  DIALECT_DRAFT_07,
  MAX_ISSUES,
  MAX_REF_DEPTH,
  MAX_REF_STEPS,
  type DialectUri,
  type FullCompiledSchema,
  type FullIssue,
  type FullOptions,
} from './full/types.ts';
