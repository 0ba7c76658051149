import {
  DIALECT_2020_12,
  DIALECT_DRAFT_07,
  type DialectUri,
  type KeywordCompiler,
  type KeywordEntry,
} from '../types.ts';
import {
  compileAdditionalItems,
  compileContains,
  compileContainsBound,
  compileItems,
  compileMaxItems,
  compileMinItems,
  compilePrefixItems,
  compileUniqueItems,
} from './array.ts';
import { compileAllOf, compileAnyOf, compileIf, compileNot, compileOneOf } from './combinators.ts';
import { compileFormat } from './format.ts';
import {
  compileExclusiveMaximum,
  compileExclusiveMinimum,
  compileMaximum,
  compileMinimum,
  compileMultipleOf,
} from './number.ts';
import {
  compileAdditionalProperties,
  compileDependencies,
  compileDependentRequired,
  compileDependentSchemas,
  compileMaxProperties,
  compileMinProperties,
  compilePatternProperties,
  compileProperties,
  compilePropertyNames,
  compileRequired,
} from './object.ts';
import { compileMaxLength, compileMinLength, compilePatternKeyword } from './string.ts';
import { compileConst, compileEnum, compileType } from './type-value.ts';
import { compileUnevaluatedItems, compileUnevaluatedProperties } from './unevaluated.ts';

const reference =
  (dynamic: boolean): KeywordCompiler =>
  (value, c) =>
    c.reference(value as string, c.path, dynamic);
/** Keywords another keyword reads (then/else by if, contains bounds by contains): nothing of their own. */
const read: KeywordCompiler = () => undefined;

type Row = [keyword: string, vocabulary: string, order: number, compile: KeywordCompiler];

/** Keywords with a check, both dialects; the order number is the evaluation order inside one schema. */
const SHARED: Row[] = [
  ['type', 'validation', 10, compileType],
  ['enum', 'validation', 11, compileEnum],
  ['const', 'validation', 12, compileConst],
  ['multipleOf', 'validation', 20, compileMultipleOf],
  ['minimum', 'validation', 21, compileMinimum],
  ['exclusiveMinimum', 'validation', 22, compileExclusiveMinimum],
  ['maximum', 'validation', 23, compileMaximum],
  ['exclusiveMaximum', 'validation', 24, compileExclusiveMaximum],
  ['minLength', 'validation', 30, compileMinLength],
  ['maxLength', 'validation', 31, compileMaxLength],
  ['pattern', 'validation', 32, compilePatternKeyword],
  ['format', 'format-annotation', 33, compileFormat],
  ['minItems', 'validation', 40, compileMinItems],
  ['maxItems', 'validation', 41, compileMaxItems],
  ['uniqueItems', 'validation', 42, compileUniqueItems],
  ['required', 'validation', 50, compileRequired],
  ['minProperties', 'validation', 51, compileMinProperties],
  ['maxProperties', 'validation', 52, compileMaxProperties],
  ['properties', 'applicator', 60, compileProperties],
  ['patternProperties', 'applicator', 61, compilePatternProperties],
  ['additionalProperties', 'applicator', 62, compileAdditionalProperties],
  ['propertyNames', 'applicator', 63, compilePropertyNames],
  ['items', 'applicator', 71, compileItems],
  ['contains', 'applicator', 73, compileContains],
  ['allOf', 'applicator', 80, compileAllOf],
  ['anyOf', 'applicator', 81, compileAnyOf],
  ['oneOf', 'applicator', 82, compileOneOf],
  ['not', 'applicator', 83, compileNot],
  ['if', 'applicator', 84, compileIf],
  ['then', 'applicator', 85, read],
  ['else', 'applicator', 85, read],
  ['$ref', 'core', 1, /* @__PURE__ */ reference(false)],
];

const ONLY_2020: Row[] = [
  ['$dynamicRef', 'core', 2, /* @__PURE__ */ reference(true)],
  ['dependentRequired', 'validation', 53, compileDependentRequired],
  ['dependentSchemas', 'applicator', 64, compileDependentSchemas],
  ['prefixItems', 'applicator', 70, compilePrefixItems],
  ['minContains', 'validation', 74, compileContainsBound],
  ['maxContains', 'validation', 74, compileContainsBound],
  ['unevaluatedItems', 'unevaluated', 90, compileUnevaluatedItems],
  ['unevaluatedProperties', 'unevaluated', 91, compileUnevaluatedProperties],
];

const ONLY_07: Row[] = [
  ['additionalItems', 'applicator', 72, compileAdditionalItems],
  ['dependencies', 'applicator', 53, compileDependencies],
];

function table(rows: Row[]): ReadonlyMap<string, KeywordEntry> {
  return new Map(
    rows.map(([keyword, vocabulary, order, compile]) => [keyword, { vocabulary, order, compile }]),
  );
}

/** The keywords each dialect checks, dispatched by name. */
export const KEYWORD_TABLES: Readonly<Record<DialectUri, ReadonlyMap<string, KeywordEntry>>> = {
  [DIALECT_2020_12]: /* @__PURE__ */ table([...SHARED, ...ONLY_2020]),
  [DIALECT_DRAFT_07]: /* @__PURE__ */ table([...SHARED, ...ONLY_07]),
};

/**
 * Keywords the specifications define that check nothing: identifiers, containers, annotations. Any other
 * keyword is unknown, an annotation too, and listed as not checked.
 */
export const ANNOTATIONS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  '$schema',
  '$id',
  '$anchor',
  '$dynamicAnchor',
  '$vocabulary',
  '$comment',
  '$defs',
  'definitions',
  'title',
  'description',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
]);
