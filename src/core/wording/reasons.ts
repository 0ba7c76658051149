import type { ErrorParams } from '../result.ts';
import { fillText, type SentenceParams } from './fill.ts';
import { isolate } from './isolate.ts';
import { paramText, sentenceParams, type ReasonLang } from './params.ts';
import * as en from './en.ts';
import * as ko from './ko.ts';

export { sentenceParams, type ReasonLang } from './params.ts';

/** The name under which `en.ts` and `ko.ts` export a sentence: `reason` or `reason$variant`. */
type ExportName = keyof typeof en;

/** The catalog's key of an export: `too_small$exclusive` is `too_small.exclusive`. */
type Dotted<Name extends string> = Name extends `${infer Reason}$${infer Variant}`
  ? `${Reason}.${Variant}`
  : Name;

// Both languages word the same reasons and variants: a name exported by one module only fails here.
const KO: Readonly<Record<ExportName, string>> = ko;
const EN: Readonly<Record<keyof typeof ko, string>> = en;

/**
 * The one sentence of each reason in each language, assembled from `en.ts` and `ko.ts`
 * (where a sentence is changed): the core's English `message`, the CLI's Korean and the page's sentences
 * are all filled from here, or from those modules' named exports where only a few reasons are worded. A
 * key `reason.variant` words the same reason when a param changes the grammar (see `sentenceKey`).
 */
// pure: code that imports only `sentenceParams` or a few sentences does not carry the table
export const SENTENCES = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(
    Object.keys(EN).map((name) => [
      name.replace('$', '.'),
      Object.freeze({ en: EN[name as ExportName], ko: KO[name as ExportName] }),
    ]),
  ),
) as Readonly<Record<Dotted<ExportName>, Readonly<Record<ReasonLang, string>>>>;

/** A key of the catalog: a reason, or a reason with the variant a param chose. */
export type SentenceKey = keyof typeof SENTENCES;

/** Every reason the catalog words; a function that reports one takes this type, so a new reason needs its sentences. */
export type Reason = Exclude<SentenceKey, `${string}.${string}`>;

/**
 * The reasons a snapshot of a server's tool list fails with of its own; a page the importer refuses fails
 * with the importer's reason instead.
 */
export const SNAPSHOT_REASONS: readonly Reason[] = /* @__PURE__ */ Object.freeze([
  'not_started',
  'server_exited',
  'connection_closed',
  'list_timeout',
  'server_error',
  'http_status',
  'unreachable',
  'list_failed',
  'not_written',
  'repeated_cursor',
  'too_many_pages',
]);

/** What a malformed schema keyword needs, as the variant of `malformed_keyword` that words it. */
export type MalformedNeed = SentenceKey extends infer Key
  ? Key extends `malformed_keyword.${infer Need}`
    ? Need
    : never
  : never;

/** What went too deep, as the variant of `too_deep` that words it (`params.nested`). */
export type DeepNesting = SentenceKey extends infer Key
  ? Key extends `too_deep.${infer Nested}`
    ? Nested
    : never
  : never;

/** Whether a string names a reason the catalog words. */
export function isReason(reason: string): reason is Reason {
  return !reason.includes('.') && Object.hasOwn(SENTENCES, reason);
}

/** The catalog's key for a reason with these params: the variant whose grammar the params need, else the reason's. */
export function sentenceKey(reason: Reason, params: ErrorParams): SentenceKey {
  if (!VARIED.has(reason)) return reason;
  const key = `${reason}.${variant(reason, params)}`;
  return Object.hasOwn(SENTENCES, key) ? (key as SentenceKey) : reason;
}

// the reasons with a variant sentence: only these look at their params for one
const VARIED = /* @__PURE__ */ new Set(
  Object.keys(SENTENCES).flatMap((key) => (key.includes('.') ? [key.split('.')[0]] : [])),
);

// the reasons whose variant one param names outright
const NAMED_BY: Partial<Record<Reason, string>> = {
  malformed_keyword: 'needs',
  too_deep: 'nested',
  lint_name: 'reason',
  lint_header: 'reason',
  lint_composition: 'bound',
  lint_openai_additional: 'found',
  lint_anthropic_additional: 'found',
  lint_openai_limit: 'measure',
  lint_anthropic_limit: 'measure',
  lint_anthropic_keyword: 'keyword',
  lint_anthropic_ref: 'reason',
  lint_gemini_field: 'reason',
  lint_not_enforced: 'keyword',
  adapt_dropped_keyword: 'reason',
  adapt_merged_all_of: 'reason',
  adapt_type_list: 'reason',
  diff_schema_changed: 'cause',
  diff_title_changed: 'edit',
  diff_description_changed: 'edit',
};

function variant(reason: Reason, params: ErrorParams): string {
  const named = NAMED_BY[reason];
  if (named !== undefined) return String(params[named]);
  if (params.exclusive === true) return 'exclusive';
  if (reason === 'contains_count' && params.max === null) return 'unbounded';
  if (reason === 'invalid_json' && params.found === null) return 'end';
  if (reason === 'not_available' && params.family === 'all') return 'all';
  // a keyword one version of a schema lacks was added or removed rather than changed
  if (reason === 'diff_keyword_changed')
    return params.before === 'none' ? 'added' : params.after === 'none' ? 'removed' : '';
  // a list that shows its first values says how many more there are
  if (params.more !== undefined) return 'more';
  // `.one` is a count of 1, as the page's dictionaries name it; `.single` a length of 1
  if (params.length === 1) return 'single';
  return params.count === 0 ? 'empty' : params.count === 1 ? 'one' : '';
}

/**
 * The sentence for a reason and its params as text, each value isolated from the words around it: what
 * `fillText(sentence, sentenceParams(params, lang))` gives, from the sentence split once, since a schema
 * check words every issue it finds.
 */
export function wordReason(reason: Reason, params: ErrorParams, lang: ReasonLang): string {
  const pieces = piecesOf(SENTENCES[sentenceKey(reason, params)][lang]);
  let text = pieces[0]!;
  for (let i = 1; i < pieces.length; i += 2) {
    const name = pieces[i]!;
    const value = sentenceParam(params, name, lang);
    text +=
      (value === undefined ? `{${name}}` : typeof value === 'number' ? String(value) : isolate(value)) +
      pieces[i + 1]!;
  }
  return text;
}

// a sentence as its words and its placeholders' names, alternately: words, name, words, …, words
const PIECES = new Map<string, readonly string[]>();

function piecesOf(sentence: string): readonly string[] {
  let pieces = PIECES.get(sentence);
  if (pieces === undefined) {
    pieces = sentence.split(/\{(\w+)\}/);
    PIECES.set(sentence, pieces);
  }
  return pieces;
}

/**
 * The sentence for any reported reason, or undefined when the catalog has none for it or its params lack
 * one the sentence names (a catalog contract error may share a reason's name with other params).
 */
export function wordAnyReason(reason: string, params: unknown, lang: ReasonLang): string | undefined {
  if (!isReason(reason) || params === null || typeof params !== 'object') return undefined;
  const p = params as ErrorParams;
  const filled = sentenceParams(p, lang);
  const template = SENTENCES[sentenceKey(reason, p)][lang];
  for (const [, name] of template.matchAll(/\{(\w+)\}/g)) if (!Object.hasOwn(filled, name!)) return undefined;
  return fillText(template, filled);
}

/** One param as `sentenceParams` gives it, or undefined where it gives none (the sentence keeps `{name}`). */
function sentenceParam(params: ErrorParams, name: string, lang: ReasonLang): string | number | undefined {
  if (Object.hasOwn(params, name)) return paramText(name, params[name]!, lang);
  return name === 'count' && Array.isArray(params.expected) ? params.expected.length : undefined;
}

/**
 * One sentence of the catalog and the params that fill it, as data: what a provider finding, an adaptation
 * and a diff change are worded from (`findingSentence`, `changeSentence`, `diffChangeSentence`), by the
 * core's English `message`, the page (`issue.<key>`) and the command line alike.
 */
export interface Sentence {
  readonly key: SentenceKey;
  readonly params: SentenceParams;
}

/** A sentence filled in one language, each value isolated from the words around it. */
export function wordSentence(sentence: Sentence, lang: ReasonLang): string {
  return fillText(SENTENCES[sentence.key][lang], sentence.params);
}
