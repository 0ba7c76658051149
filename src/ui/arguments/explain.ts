import {
  isReason,
  SENTENCES,
  sentenceKey,
  sentenceParams,
  type ContractError,
  type ErrorParam,
  type Reason,
  type SchemaIssue,
} from '../../core/index.ts';
import type { Lang } from '../i18n/dictionary.ts';
import type { PageText } from '../i18n/page-text.svelte.ts';

/** A translation key and its parameters: the plain sentence shown beside a contract error. */
export interface Explanation {
  key: string;
  params: Record<string, string | number>;
}

/** What the page words: a contract error or a schema issue, each with its reason and params as data. */
/** What wording an error reads of a page's words (with the error reasons registered): its keys and language. */
export type ErrorWords = Pick<PageText, 'hasKey' | 'lang'>;

type Reasoned =
  Pick<ContractError, 'reason' | 'params' | 'path'> | Pick<SchemaIssue, 'reason' | 'params' | 'path'>;

/**
 * The contract's reasons that share a name with a reason of the core's catalog of sentences but not its
 * meaning: `too_large` (text too many bytes) keeps a sentence of its own.
 */
const OWN_MEANING: ReadonlySet<string> = new Set<Reason>(['too_large']);

/**
 * The sentence for an error, filled from its params; undefined when its reason has no sentence. A reason the
 * core's catalog words reads as the catalog's sentence (`issue.<reason>`, the variant its params call for),
 * the sentence of the core's English message, which names no field: the page shows the error's path beside
 * it. Any other reason reads as its own `reason.<reason>` (in errors/strings.ts), unless the caller names
 * another key. Nothing is re-derived from the value.
 */
export function explainReason(
  words: ErrorWords,
  error: Reasoned,
  key = `reason.${error.reason}`,
): Explanation | undefined {
  if (isReason(error.reason) && !OWN_MEANING.has(error.reason))
    return fromCatalog(error.reason, error.params, words.lang);
  if (!words.hasKey(key)) return undefined;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error.params)) params[name] = wordParam(value);
  return { key, params };
}

/** The catalog's sentence for a reason, or undefined when the params lack a value the sentence names. */
export function fromCatalog(
  reason: Reason,
  errorParams: Reasoned['params'],
  lang: Lang,
): Explanation | undefined {
  const key = sentenceKey(reason, errorParams);
  const params = sentenceParams(errorParams, lang);
  for (const [, name] of SENTENCES[key].en.matchAll(/\{(\w+)\}/g))
    if (!Object.hasOwn(params, name!)) return undefined;
  return { key: `issue.${key}`, params: { ...params } };
}

/** The sentence for a contract error: its reason's, else the code's general sentence. */
export function explainError(words: ErrorWords, error: ContractError): Explanation {
  return explainReason(words, error) ?? { key: `error.${error.code}`, params: { path: error.path } };
}

/** One param as its sentence fills it: a number or text as it is, a list joined. */
function wordParam(value: ErrorParam): string | number {
  if (typeof value === 'number' || typeof value === 'string') return value;
  return Array.isArray(value) ? value.join(', ') : String(value);
}
