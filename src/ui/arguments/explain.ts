import { parsePointer, type ContractError, type ErrorParam, type SchemaIssue } from '../../core/index.ts';
import '../errors/register-strings.ts';
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
 * The sentence for an error, looked up from its reason (`reason.<reason>` in dict/errors.ts, unless the
 * caller names another key) and filled from its params; undefined when the key has no sentence. Nothing
 * is re-derived from the value.
 */
export function explainReason(error: Reasoned, key = `reason.${error.reason}`): Explanation | undefined {
  if (!hasKey(key)) return undefined;
  const params: Record<string, string | number> = { field: fieldOf(error.path) };
  for (const [name, value] of Object.entries(error.params)) params[name] = wordParam(name, value);
  return { key, params };
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
