import type { ErrorParams } from '../result.ts';
import type { SentenceParams } from '../wording/fill.ts';
import { sentenceKey, type Reason, type Sentence } from '../wording/reasons.ts';
import type { ChangeAction, ProviderChange, ProviderFinding, RuleId } from './types.ts';

/**
 * The catalog's reason for each rule's findings (`en-lint.ts`, `ko.ts`); a param may choose a variant of it,
 * as the catalog's `sentenceKey` says. Rules of a kind share one sentence (every provider's name rule).
 */
export const RULE_REASONS: Readonly<Record<RuleId, Reason>> = /* @__PURE__ */ Object.freeze({
  'mcp-name': 'lint_name',
  'mcp-root': 'lint_root',
  'mcp-output-root': 'lint_output_root',
  'mcp-output-schema': 'lint_output_schema',
  'mcp-dialect': 'lint_dialect',
  'mcp-header': 'lint_header',
  'mcp-composition': 'lint_composition',
  'openai-name': 'lint_name',
  'openai-root': 'lint_root',
  'openai-strict-root': 'lint_strict_root',
  'openai-strict-required': 'lint_openai_required',
  'openai-strict-additional': 'lint_openai_additional',
  'openai-strict-composition': 'lint_openai_keyword',
  'openai-strict-oneof': 'lint_openai_one_of',
  'openai-strict-format': 'lint_openai_format',
  'openai-strict-type': 'lint_openai_type',
  'openai-strict-items': 'lint_openai_items',
  'openai-strict-limits': 'lint_openai_limit',
  'anthropic-name': 'lint_name',
  'anthropic-root': 'lint_root',
  'anthropic-strict-constraints': 'lint_anthropic_keyword',
  'anthropic-strict-additional': 'lint_anthropic_additional',
  'anthropic-strict-unlisted': 'lint_anthropic_unlisted',
  'anthropic-strict-ref': 'lint_anthropic_ref',
  'anthropic-strict-enum': 'lint_anthropic_enum',
  'anthropic-strict-format': 'lint_anthropic_format',
  'anthropic-strict-limits': 'lint_anthropic_limit',
  'gemini-name': 'lint_name',
  'gemini-root': 'lint_root',
  'gemini-fields': 'lint_gemini_field',
  'gemini-type': 'lint_gemini_type',
  'gemini-enum': 'lint_gemini_enum',
  'gemini-ref': 'lint_gemini_ref',
});

/** The catalog's reason for each action of an adaptation; a param may choose a variant of it. */
export const CHANGE_REASONS: Readonly<Record<ChangeAction, Reason>> = /* @__PURE__ */ Object.freeze({
  renamed: 'adapt_renamed',
  inlined_ref: 'adapt_inlined_ref',
  dropped_keyword: 'adapt_dropped_keyword',
  one_of_to_any_of: 'adapt_one_of_to_any_of',
  merged_all_of: 'adapt_merged_all_of',
  const_to_enum: 'adapt_const_to_enum',
  type_list: 'adapt_type_list',
  closed_object: 'adapt_closed_object',
  made_nullable: 'adapt_made_nullable',
});

/**
 * The sentence of a finding, from its rule, effect and params alone: the core's English `message`, the
 * page and the command line's Korean all word a finding from here. A name too long has a sentence of its
 * own; a rule of another provider than MCP found `ignored` is a keyword the adaptation removed, which the
 * provider then does not enforce.
 */
export function findingSentence(finding: Pick<ProviderFinding, 'rule' | 'effect' | 'params'>): Sentence {
  const { rule, effect, params } = finding;
  const reason =
    effect === 'ignored' && !rule.startsWith('mcp-')
      ? 'lint_not_enforced'
      : RULE_REASONS[rule] === 'lint_name' && params.length !== undefined
        ? 'lint_name_too_long'
        : RULE_REASONS[rule];
  return { key: sentenceKey(reason, params as ErrorParams), params: textParams(params) };
}

/** The sentence of a change an adaptation made, from its action and params. */
export function changeSentence(change: Pick<ProviderChange, 'action' | 'params'>): Sentence {
  const reason = CHANGE_REASONS[change.action];
  return { key: sentenceKey(reason, change.params as ErrorParams), params: textParams(change.params) };
}

/** Params as a sentence takes them: strings and numbers as they are, a list as its items' JSON joined, anything else as JSON. */
function textParams(params: Readonly<Record<string, unknown>>): SentenceParams {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
    else if (Array.isArray(value)) out[name] = value.map((item) => JSON.stringify(item)).join(', ');
    else out[name] = JSON.stringify(value) ?? String(value);
  }
  return out;
}
