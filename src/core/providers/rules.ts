import type { FindingCode, Provider, RuleId } from './types.ts';

/** Every provider, in the order the page lists them. */
export const PROVIDERS: readonly Provider[] = /* @__PURE__ */ Object.freeze([
  'mcp',
  'openai',
  'anthropic',
  'gemini',
]);

/** How each provider is named on the page, and what its request entry is called. */
export const PROVIDER_LABELS: Readonly<
  Record<Provider, { name: string; format: string; hasStrict: boolean }>
> = /* @__PURE__ */ Object.freeze({
  mcp: { name: 'MCP', format: 'tools/list entry', hasStrict: false },
  openai: { name: 'OpenAI', format: 'function tool (Chat Completions)', hasStrict: true },
  anthropic: { name: 'Anthropic', format: 'Messages API tool', hasStrict: true },
  gemini: { name: 'Gemini', format: 'functionDeclarations entry', hasStrict: false },
});

/**
 * What the core knows about one rule: the provider, whether it applies only in strict mode, the code of
 * its findings, and whether its source was confirmed (read in a stored copy of the provider's own
 * document or an error message it returned) or not. The sources are in docs/providers.md under the id.
 */
export interface RuleInfo {
  readonly provider: Provider;
  readonly strictOnly: boolean;
  readonly code: FindingCode;
  readonly status: 'confirmed' | 'unconfirmed';
  readonly summary: string;
}

const rule = (
  provider: Provider,
  strictOnly: boolean,
  code: FindingCode,
  status: RuleInfo['status'],
  summary: string,
): RuleInfo => Object.freeze({ provider, strictOnly, code, status, summary });

/** Every rule the linter applies, by its id in docs/providers.md. */
export const RULES: Readonly<Record<RuleId, RuleInfo>> = /* @__PURE__ */ defineRules();

function defineRules(): Readonly<Record<RuleId, RuleInfo>> {
  return Object.freeze({
    'mcp-name': rule(
      'mcp',
      false,
      'NAME_NOT_ALLOWED',
      'confirmed',
      'Names SHOULD be 1–128 of A–Z a–z 0–9 _ - .',
    ),
    'mcp-root': rule(
      'mcp',
      false,
      'ROOT_NOT_OBJECT',
      'confirmed',
      'inputSchema is an object schema, type "object".',
    ),
    'mcp-output-root': rule(
      'mcp',
      false,
      'OUTPUT_NOT_OBJECT',
      'confirmed',
      'Before 2026-07-28, outputSchema is an object schema, type "object".',
    ),
    'mcp-output-schema': rule(
      'mcp',
      false,
      'SCHEMA_NOT_CHECKABLE',
      'confirmed',
      'outputSchema is a valid JSON Schema in a supported dialect, with no network $ref.',
    ),
    'mcp-dialect': rule(
      'mcp',
      false,
      'DIALECT_NOT_NAMED',
      'confirmed',
      'Schemas default to 2020-12 (2025-11-25 on).',
    ),
    'mcp-header': rule(
      'mcp',
      false,
      'INVALID_HEADER_PARAMETER',
      'confirmed',
      'x-mcp-header is a header name on a primitive property reached through properties alone (2026-07-28).',
    ),
    'mcp-composition': rule(
      'mcp',
      false,
      'COMPOSITION_TOO_LARGE',
      'confirmed',
      "Composition stays within the project's bounds.",
    ),
    'openai-name': rule(
      'openai',
      false,
      'NAME_NOT_ALLOWED',
      'confirmed',
      'Names are 1–64 of a–z A–Z 0–9 _ -.',
    ),
    'openai-root': rule(
      'openai',
      false,
      'ROOT_NOT_OBJECT',
      'confirmed',
      'parameters must have type "object".',
    ),
    'openai-strict-root': rule(
      'openai',
      true,
      'ROOT_NOT_OBJECT',
      'confirmed',
      'The root is an object, not anyOf.',
    ),
    'openai-strict-required': rule(
      'openai',
      true,
      'STRICT_ALL_REQUIRED',
      'confirmed',
      'Every property is required.',
    ),
    'openai-strict-additional': rule(
      'openai',
      true,
      'STRICT_NO_ADDITIONAL_PROPERTIES',
      'confirmed',
      'additionalProperties: false on every object.',
    ),
    'openai-strict-composition': rule(
      'openai',
      true,
      'KEYWORD_NOT_SUPPORTED',
      'confirmed',
      'No allOf, not, dependentRequired, dependentSchemas, if, then, else.',
    ),
    'openai-strict-oneof': rule(
      'openai',
      true,
      'KEYWORD_NOT_SUPPORTED',
      'confirmed',
      'oneOf is not permitted.',
    ),
    'openai-strict-format': rule(
      'openai',
      true,
      'KEYWORD_NOT_SUPPORTED',
      'confirmed',
      'Only the listed formats.',
    ),
    'openai-strict-type': rule(
      'openai',
      true,
      'KEYWORD_NOT_SUPPORTED',
      'confirmed',
      'Every schema has a type.',
    ),
    'openai-strict-items': rule(
      'openai',
      true,
      'KEYWORD_NOT_SUPPORTED',
      'confirmed',
      'Array schemas have items.',
    ),
    'openai-strict-limits': rule(
      'openai',
      true,
      'LIMIT_EXCEEDED',
      'confirmed',
      'Size limits of a strict schema.',
    ),
    'anthropic-name': rule(
      'anthropic',
      false,
      'NAME_NOT_ALLOWED',
      'confirmed',
      'Names match ^[a-zA-Z0-9_-]{1,128}$.',
    ),
    'anthropic-root': rule(
      'anthropic',
      false,
      'ROOT_NOT_OBJECT',
      'confirmed',
      'input_schema has type "object".',
    ),
    'anthropic-strict-constraints': rule(
      'anthropic',
      true,
      'KEYWORD_NOT_SUPPORTED',
      'confirmed',
      'No numeric bounds, string lengths, or array bounds beyond minItems 0 or 1.',
    ),
    'anthropic-strict-additional': rule(
      'anthropic',
      true,
      'STRICT_NO_ADDITIONAL_PROPERTIES',
      'confirmed',
      'additionalProperties: false on every object.',
    ),
    'anthropic-strict-unlisted': rule(
      'anthropic',
      true,
      'KEYWORD_NOT_SUPPORTED',
      'unconfirmed',
      'Keywords absent from the supported list are refused.',
    ),
    'anthropic-strict-ref': rule(
      'anthropic',
      true,
      'KEYWORD_NOT_SUPPORTED',
      'confirmed',
      'No recursive or external $ref.',
    ),
    'anthropic-strict-enum': rule(
      'anthropic',
      true,
      'KEYWORD_NOT_SUPPORTED',
      'confirmed',
      'enum holds primitives only.',
    ),
    'anthropic-strict-format': rule(
      'anthropic',
      true,
      'KEYWORD_NOT_SUPPORTED',
      'unconfirmed',
      'Only the listed formats.',
    ),
    'anthropic-strict-limits': rule(
      'anthropic',
      true,
      'LIMIT_EXCEEDED',
      'confirmed',
      'At most 24 optional, 16 union parameters.',
    ),
    'gemini-name': rule(
      'gemini',
      false,
      'NAME_NOT_ALLOWED',
      'confirmed',
      'Names start with a letter or _, then a–z A–Z 0–9 _ . -, at most 64.',
    ),
    'gemini-root': rule('gemini', false, 'ROOT_NOT_OBJECT', 'confirmed', 'parameters describe an object.'),
    'gemini-fields': rule(
      'gemini',
      false,
      'KEYWORD_NOT_SUPPORTED',
      'confirmed',
      'Only the fields of the Schema object.',
    ),
    'gemini-type': rule(
      'gemini',
      false,
      'KEYWORD_NOT_SUPPORTED',
      'confirmed',
      'type is one value, not a list.',
    ),
    'gemini-enum': rule('gemini', false, 'KEYWORD_NOT_SUPPORTED', 'unconfirmed', 'enum values are strings.'),
    'gemini-ref': rule('gemini', false, 'KEYWORD_NOT_SUPPORTED', 'confirmed', 'No $ref in parameters.'),
  });
}
