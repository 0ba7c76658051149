import type { KeywordCompiler } from '../types.ts';
import { compileAdditionalProperties } from './additional-properties.ts';
import { compileAnnotation, compileId } from './annotation.ts';
import { compileDefs } from './defs.ts';
import { compileEnum } from './enum.ts';
import { compileItems } from './items.ts';
import { compileMaxLength, compileMinLength } from './length.ts';
import { compilePattern } from './pattern.ts';
import { compileProperties } from './properties.ts';
import { compileRef } from './ref.ts';
import { compileRequired } from './required.ts';
import { compileType } from './type.ts';

/**
 * Every supported keyword and its compiler; the entry order is the order in which a schema's keywords
 * run and so the order of their issues. Any keyword missing here is refused as UNSUPPORTED_KEYWORD.
 */
export const KEYWORDS: ReadonlyMap<string, KeywordCompiler> = new Map([
  ['$ref', compileRef],
  ['type', compileType],
  ['enum', compileEnum],
  ['minLength', compileMinLength],
  ['maxLength', compileMaxLength],
  ['pattern', compilePattern],
  ['required', compileRequired],
  ['properties', compileProperties],
  ['additionalProperties', compileAdditionalProperties],
  ['items', compileItems],
  ['$defs', compileDefs],
  ['$schema', compileAnnotation],
  ['$id', compileId],
  ['$comment', compileAnnotation],
  ['title', compileAnnotation],
  ['description', compileAnnotation],
]);
