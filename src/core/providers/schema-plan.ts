import {
  ANNOTATION_KEYWORDS,
  ANTHROPIC_FORMATS,
  ANTHROPIC_STRICT_CONSTRAINTS,
  ANTHROPIC_STRICT_UNLISTED,
  GEMINI_FIELDS,
  OPENAI_FORMATS,
  OPENAI_STRICT_COMPOSITION,
  VALIDATION_KEYWORDS,
} from './keywords.ts';
import type { Provider, RuleId } from './types.ts';

/**
 * What adaptation does with one keyword for one provider and mode: keep it, drop it (an annotation, or a
 * constraint the provider would refuse: then the host must check it itself), turn oneOf into anyOf,
 * merge a one-schema allOf, or leave it for `remaining` because no mechanical fix keeps its meaning.
 */
export type KeywordPlan =
  | { readonly action: 'keep' }
  | { readonly action: 'drop_annotation' }
  | { readonly action: 'drop_constraint'; readonly rule: RuleId }
  | { readonly action: 'one_of_to_any_of'; readonly rule: RuleId }
  | { readonly action: 'merge_all_of' };

const KEEP: KeywordPlan = { action: 'keep' };
const DROP_ANNOTATION: KeywordPlan = { action: 'drop_annotation' };

/** The plan for `keyword` holding `value` in a schema sent to `provider` (strict or not). */
export function planKeyword(
  keyword: string,
  value: unknown,
  provider: Provider,
  strict: boolean,
): KeywordPlan {
  switch (provider) {
    case 'mcp':
      return KEEP;
    case 'openai':
      return strict ? planOpenAiStrict(keyword, value) : KEEP;
    case 'anthropic':
      return strict ? planAnthropicStrict(keyword, value) : KEEP;
    case 'gemini':
      return planGemini(keyword, value);
  }
}

function planOpenAiStrict(keyword: string, value: unknown): KeywordPlan {
  if (keyword === 'format')
    return typeof value === 'string' && !OPENAI_FORMATS.includes(value) ? DROP_ANNOTATION : KEEP;
  if (keyword === 'oneOf') return { action: 'one_of_to_any_of', rule: 'openai-strict-oneof' };
  if (keyword === 'allOf') return { action: 'merge_all_of' };
  if (OPENAI_STRICT_COMPOSITION.includes(keyword))
    return { action: 'drop_constraint', rule: 'openai-strict-composition' };
  return KEEP;
}

function planAnthropicStrict(keyword: string, value: unknown): KeywordPlan {
  if (keyword === 'format')
    return typeof value === 'string' && !ANTHROPIC_FORMATS.includes(value) ? DROP_ANNOTATION : KEEP;
  if (keyword === 'oneOf') return { action: 'one_of_to_any_of', rule: 'anthropic-strict-unlisted' };
  if (ANTHROPIC_STRICT_CONSTRAINTS.includes(keyword))
    return { action: 'drop_constraint', rule: 'anthropic-strict-constraints' };
  if (keyword === 'minItems' && value !== 0 && value !== 1) {
    return { action: 'drop_constraint', rule: 'anthropic-strict-constraints' };
  }
  if (ANTHROPIC_STRICT_UNLISTED.includes(keyword))
    return { action: 'drop_constraint', rule: 'anthropic-strict-unlisted' };
  return KEEP;
}

function planGemini(keyword: string, value: unknown): KeywordPlan {
  if (keyword === 'items')
    return Array.isArray(value) ? { action: 'drop_constraint', rule: 'gemini-fields' } : KEEP;
  if (
    GEMINI_FIELDS.includes(keyword) ||
    keyword === '$ref' ||
    keyword === '$defs' ||
    keyword === 'definitions'
  ) {
    return KEEP;
  }
  if (keyword === 'oneOf') return { action: 'one_of_to_any_of', rule: 'gemini-fields' };
  if (keyword === 'allOf') return { action: 'merge_all_of' };
  if (keyword === 'additionalProperties' && value === true) return DROP_ANNOTATION;
  if (keyword === 'const' || keyword === 'type') return KEEP; // rewritten by gemini-shapes.ts
  if (ANNOTATION_KEYWORDS.includes(keyword) || !VALIDATION_KEYWORDS.includes(keyword)) return DROP_ANNOTATION;
  return { action: 'drop_constraint', rule: 'gemini-fields' };
}
