import type { Result } from '../result.ts';
import { compileSchema as compileSubset } from './compile-schema.ts';
import { compileFull } from './full/compile.ts';
import type { FullCompiledSchema, FullOptions } from './full/types.ts';
import type { CompiledSchema } from './types.ts';
import { DEFAULT_VOCABULARY } from './dialect.ts';

/**
 * One engine, two vocabularies: `'full'` is every keyword of 2020-12 and draft-07 (full/compile.ts), where
 * `dialect`, `resources` and `formats` apply; `'subset'` (the default) is the registry's subset, the same
 * engine with a profile that allows only the subset's keywords (compile-schema.ts).
 */
export interface CompileOptions extends FullOptions {
  vocabulary?: 'subset' | 'full';
}

export function compileSchema(
  schema: unknown,
  options: CompileOptions & { vocabulary: 'full' },
): Result<FullCompiledSchema>;
export function compileSchema(schema: unknown, options?: CompileOptions): Result<CompiledSchema>;
export function compileSchema(schema: unknown, options: CompileOptions = {}): Result<CompiledSchema> {
  const vocabulary = options.vocabulary ?? DEFAULT_VOCABULARY;
  return vocabulary === 'full' ? compileFull(schema, options) : compileSubset(schema);
}
