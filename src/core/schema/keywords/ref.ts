import type { KeywordCompiler } from '../types.ts';
import { malformed } from './shared.ts';

/** `$ref`: a local reference (`#`, `#/$defs/…`), applied beside its sibling keywords as in draft 2020-12. */
export const compileRef: KeywordCompiler = (value, { schemaPath, reference }) => {
  if (typeof value !== 'string') return malformed(schemaPath, '$ref must be a string.');
  return reference(value, schemaPath);
};
