import { refuse } from '../../wording/refuse.ts';
import { ok } from '../../result.ts';
import type { KeywordCompiler } from '../types.ts';
import { malformed } from './shared.ts';

/** `$schema`, `$comment`, `title`, `description`: strings that document and check nothing. */
export const compileAnnotation: KeywordCompiler = (value, { schemaPath }) => {
  if (typeof value !== 'string') return malformed(schemaPath, 'An annotation keyword must hold a string.');
  return ok(undefined);
};

/** `$id`: an annotation at the root only, because a nested `$id` would change what `$ref` resolves to. */
export const compileId: KeywordCompiler = (value, context) => {
  if (context.schemaPath !== '/$id') {
    return refuse('UNSUPPORTED_KEYWORD', context.schemaPath, 'nested_id', {});
  }
  return compileAnnotation(value, context);
};
