/** Keyword lists the provider rules share; each list's source is in docs/providers.md under its rule id. */

/** Formats OpenAI strict mode accepts (openai-strict-format). */
export const OPENAI_FORMATS: readonly string[] = [
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uuid',
];

/** Composition keywords OpenAI strict mode refuses (openai-strict-composition). */
export const OPENAI_STRICT_COMPOSITION: readonly string[] = [
  'allOf',
  'not',
  'dependentRequired',
  'dependentSchemas',
  'if',
  'then',
  'else',
];

/** Formats Anthropic strict mode lists as supported (anthropic-strict-format): OpenAI's and `uri`. */
export const ANTHROPIC_FORMATS: readonly string[] = [...OPENAI_FORMATS, 'uri'];

/** Numeric, string-length and array-size keywords Anthropic strict mode does not support (anthropic-strict-constraints). */
export const ANTHROPIC_STRICT_CONSTRAINTS: readonly string[] = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'maxItems',
];

/** Validation keywords missing from Anthropic's supported list (anthropic-strict-unlisted). */
export const ANTHROPIC_STRICT_UNLISTED: readonly string[] = [
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'patternProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'uniqueItems',
  'contains',
  'minContains',
  'maxContains',
  'prefixItems',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'minProperties',
  'maxProperties',
];

/** The fields of Gemini's Schema object, the OpenAPI 3.0 subset `parameters` takes (gemini-fields). */
export const GEMINI_FIELDS: readonly string[] = [
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
];

/** Keywords that only annotate: dropping one keeps what a schema accepts. */
export const ANNOTATION_KEYWORDS: readonly string[] = [
  '$schema',
  '$id',
  '$comment',
  '$anchor',
  '$dynamicAnchor',
  '$vocabulary',
  'title',
  'description',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentEncoding',
  'contentMediaType',
  'format',
];

/** Keywords of JSON Schema 2020-12 and draft-07 that constrain values (the rest are annotations). */
export const VALIDATION_KEYWORDS: readonly string[] = [
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'dependencies',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'prefixItems',
  'items',
  'additionalItems',
  'contains',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'nullable',
];
