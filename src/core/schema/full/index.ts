/** The full JSON Schema engine (2020-12 and draft-07); the subset's profile runs on it too (compile-schema.ts). */
export { compileFull } from './compile.ts';
export { FORMATS } from './formats/index.ts';
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
} from './types.ts';
