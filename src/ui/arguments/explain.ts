import {
  parsePointer,
  SENTENCES,
  sentenceKey,
  sentenceParams,
  type ContractError,
  type ErrorParam,
  type Reason,
  type SchemaIssue,
} from '../../core/index.ts';
import '../errors/register-strings.ts';
import { locale } from '../i18n/locale.svelte.ts';
import { hasKey, t } from '../i18n/t.ts';

/** A translation key and its parameters: the plain sentence shown beside a contract error. */
export interface Explanation {
  key: string;
  params: Record<string, string | number>;
}

/** What the page words: a contract error or a schema issue, each with its reason and params as data. */
type Reasoned =
  Pick<ContractError, 'reason' | 'params' | 'path'> | Pick<SchemaIssue, 'reason' | 'params' | 'path'>;

/**
 * The contract's reasons that mean what the core's catalog of sentences words under the same name; the
 * contract's `too_deep` (a value nesting too deep) and `too_large` (text too many bytes) do not, so they
 * keep sentences of their own.
 */
const CATALOG_WORDED: ReadonlySet<string> = new Set<Reason>([
  'missing_key',
  'unknown_key',
  'not_in_enum',
  'wrong_type',
  'too_long',
  'too_short',
  'pattern_mismatch',
  'false_schema',
  'ref_loop',
  'invalid_json',
]);

/**
 * The sentence for an error, filled from its params; undefined when its reason has no sentence. A reason the
 * core's catalog words reads as the catalog's sentence (`issue.<reason>`, the variant its params call for),
 * which names no field: the page shows the error's path beside it. Any other reason reads as its own
 * `reason.<reason>` (in errors/strings.ts), unless the caller names another key. Nothing is re-derived from
 * the value.
 */
export function explainReason(error: Reasoned, key = `reason.${error.reason}`): Explanation | undefined {
  if (CATALOG_WORDED.has(error.reason)) return fromCatalog(error.reason as Reason, error.params);
  if (!hasKey(key)) return undefined;
  const params: Record<string, string | number> = { field: fieldOf(error.path) };
  for (const [name, value] of Object.entries(error.params)) params[name] = wordParam(name, value);
  return { key, params };
}

/** The catalog's sentence for a reason, or undefined when the params lack a value the sentence names. */
export function fromCatalog(reason: Reason, errorParams: Reasoned['params']): Explanation | undefined {
  const key = sentenceKey(reason, errorParams);
  const params = sentenceParams(errorParams, locale.lang);
  for (const [, name] of SENTENCES[key].en.matchAll(/\{(\w+)\}/g))
    if (!Object.hasOwn(params, name!)) return undefined;
  return { key: `issue.${key}`, params: { ...params } };
}

/** The sentence for a contract error: its reason's, else the code's general sentence. */
export function explainError(error: ContractError): Explanation {
  return explainReason(error) ?? { key: `error.${error.code}`, params: { path: error.path } };
}

/** The field a pointer ends at, or the words for the whole value. */
function fieldOf(path: string): string {
  const tokens = parsePointer(path) ?? [];
  return tokens.length === 0 ? t('error.wholeValue') : tokens[tokens.length - 1]!;
}

/** Words one param in the visitor's language: kinds and subjects are translated, lists joined. */
function wordParam(name: string, value: ErrorParam): string | number {
  if (name === 'expected' && Array.isArray(value)) {
    return value.map((kind) => translated(`kind.${kind}`, String(kind))).join(t('list.or'));
  }
  if (name === 'received' && typeof value === 'string') return translated(`received.${value}`, value);
  if (name === 'subject' && typeof value === 'string') return translated(`subject.${value}`, value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function translated(key: string, fallback: string): string {
  return hasKey(key) ? t(key) : fallback;
}
