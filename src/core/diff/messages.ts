import type { ErrorParams } from '../result.ts';
import type { SentenceParams } from '../wording/fill.ts';
import {
  SENTENCES,
  sentenceKey,
  wordAnyReason,
  wordSentence,
  type Reason,
  type ReasonLang,
  type Sentence,
  type SentenceKey,
} from '../wording/reasons.ts';
import type { FindingParams } from './finding.ts';
import type { Callers, DiffChange, DiffParams, SchemaRefusal } from './types.ts';

/**
 * The catalog's reason for each class of change (`en-diff.ts`, `ko.ts`); an output schema's class reads as
 * the same class without its `output_` prefix, its params already turned to read from the old to the new.
 */
// pure: bundles that never diff drop the table
const CLASS_REASONS: Readonly<Record<string, Reason>> = /* @__PURE__ */ Object.freeze({
  tool_added: 'diff_tool_added',
  tool_removed: 'diff_tool_removed',
  required_added: 'diff_required_added',
  required_removed: 'diff_required_removed',
  property_added: 'diff_property_added',
  property_removed: 'diff_property_removed',
  open_object_property_added: 'diff_open_object_property_added',
  open_object_property_removed: 'diff_open_object_property_removed',
  type_narrowed: 'diff_type_narrowed',
  type_widened: 'diff_type_widened',
  type_changed: 'diff_type_changed',
  enum_value_removed: 'diff_enum_value_removed',
  enum_value_added: 'diff_enum_value_added',
  enum_added: 'diff_enum_added',
  enum_removed: 'diff_enum_removed',
  bound_tightened: 'diff_keyword_changed',
  bound_loosened: 'diff_keyword_changed',
  multiple_of_tightened: 'diff_keyword_changed',
  multiple_of_loosened: 'diff_keyword_changed',
  pattern_added: 'diff_keyword_changed',
  pattern_removed: 'diff_keyword_changed',
  pattern_changed: 'diff_keyword_changed',
  format_added: 'diff_keyword_changed',
  format_removed: 'diff_keyword_changed',
  format_changed: 'diff_keyword_changed',
  unique_items_added: 'diff_unique_items_added',
  unique_items_removed: 'diff_unique_items_removed',
  additional_properties_closed: 'diff_additional_properties_closed',
  additional_properties_opened: 'diff_additional_properties_opened',
  schema_closed: 'diff_schema_closed',
  schema_opened: 'diff_schema_opened',
  branch_added: 'diff_branch_added',
  branch_removed: 'diff_branch_removed',
  union_added: 'diff_union_added',
  union_removed: 'diff_union_removed',
  schema_changed: 'diff_schema_changed',
  output_schema_added: 'diff_output_schema_added',
  output_schema_removed: 'diff_output_schema_removed',
  annotation_weakened: 'diff_annotation_weakened',
  annotation_strengthened: 'diff_annotation_strengthened',
  title_changed: 'diff_title_changed',
  description_changed: 'diff_description_changed',
});

/** The catalog's reason for a class of change, or undefined for a class the diff never reports. */
export function classReason(name: string): Reason | undefined {
  const own = (key: string) => (Object.hasOwn(CLASS_REASONS, key) ? CLASS_REASONS[key] : undefined);
  return own(name) ?? own(name.replace(/^output_/, ''));
}

/**
 * The sentence of a change in a language, from its class and params: the core's English `message`, the
 * page, the site and the command line's Korean all word a change from here. The problem of a schema the
 * engine refused is worded from the refusal in the same language; `params.problem` (English) stands in
 * only where the catalog has no sentence for it.
 */
export function diffChangeSentence(
  change: { readonly class: string; readonly params: DiffParams; readonly refusal?: SchemaRefusal },
  lang: ReasonLang,
): Sentence {
  const reason = classReason(change.class) ?? 'diff_schema_changed';
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(change.params)) {
    if (value === undefined) continue;
    params[name] = typeof value === 'object' ? value.join(', ') : value;
  }
  const { refusal } = change;
  const problem = refusal && wordAnyReason(refusal.reason, refusal.params, lang);
  if (problem !== undefined) params.problem = problemClause(problem);
  // a verdict that rests on the assumption about callers says so, in the sentence for that assumption
  const assumed = `${reason}.${String(change.params.callers)}`;
  const key = Object.hasOwn(SENTENCES, assumed)
    ? (assumed as SentenceKey)
    : sentenceKey(reason, change.params as ErrorParams);
  return { key, params: params as SentenceParams };
}

/** The sentence that states the assumption about callers a diff's verdicts rest on. */
export function diffCallersSentence(callers: Callers): Sentence {
  return { key: callers === 'any' ? 'diff_callers.any' : 'diff_callers', params: {} };
}

/**
 * The sentence that proves a break by its counterexample: the value (as `shown` writes it), where the
 * schema that refuses it does and why, from the engine's reason; undefined for a change without one.
 */
export function counterexampleSentence(
  change: Pick<DiffChange, 'kind' | 'counterexample' | 'counterexampleIssue'>,
  lang: ReasonLang,
  shown: (value: unknown) => string = (value) => JSON.stringify(value),
): Sentence | undefined {
  const issue = change.counterexampleIssue;
  if (!('counterexample' in change) || issue === undefined) return undefined;
  const words = wordAnyReason(issue.reason, issue.params, lang) ?? issue.reason;
  const variant = [change.kind === 'output' ? 'output' : '', issue.path === '' ? 'root' : '']
    .filter(Boolean)
    .join('_');
  const key = (variant === '' ? 'diff_counterexample' : `diff_counterexample.${variant}`) as SentenceKey;
  const problem = lang === 'en' ? lowerFirst(problemClause(words)) : problemClause(words);
  return { key, params: { value: shown(change.counterexample), at: issue.path, problem } };
}

/** An English sentence's first word lower-cased to stand inside another sentence (`Missing` but not `URL`). */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** The English sentence of a change, its `message`. */
export function changeMessage(name: string, params: DiffParams): string {
  return wordSentence(diffChangeSentence({ class: name, params }, 'en'), 'en');
}

/** A refusal's sentence as the clause a change's sentence places in parentheses: without its full stop. */
export function problemClause(sentence: string): string {
  return sentence.replace(/\.$/, '');
}

/** Params of a walk from the new schema to the old, turned to read from the old to the new. */
export function reversed(params: FindingParams): FindingParams {
  return { ...params, before: params.after, after: params.before };
}
