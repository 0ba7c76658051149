/** The JSON Schema 2020-12 subset compiler: one entry point for the rest of the core. */
export { compileSchema } from './compile-schema.ts';
export type { CompiledSchema, SchemaIssue } from './types.ts';
export { MAX_SCHEMA_DEPTH, MAX_VALUE_DEPTH } from './types.ts';
