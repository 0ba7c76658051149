import type { ErrorParams } from '../result.ts';
import type { SentenceParams } from './fill.ts';

/** The languages a reason is worded in. */
export type ReasonLang = 'en' | 'ko';

// Names and text from a schema or a visitor: English writes them as JSON string literals, Korean as they
// are, inside the quotes its sentence gives them.
const LITERALS = new Set([
  'key',
  'dependency',
  'pattern',
  'found',
  'family',
  'keyword',
  'target',
  'ref',
  'entry',
  'dialect',
]);
const OR: Readonly<Record<ReasonLang, string>> = { en: ' or ', ko: ', ' };

/**
 * A reason's params as a sentence's params: names quoted the language's way, lists joined, numbers kept.
 * A list of allowed values (`expected`, as the catalog contract gives it) also counts them, as `count`.
 */
export function sentenceParams(params: ErrorParams, lang: ReasonLang): SentenceParams {
  const filled: Record<string, string | number> = {};
  if (Array.isArray(params.expected)) filled.count = params.expected.length;
  for (const [name, value] of Object.entries(params)) filled[name] = paramText(name, value, lang);
  return filled;
}

/** One param's value as a sentence takes it: a number as it is, a name quoted the language's way, a list joined. */
export function paramText(name: string, value: ErrorParams[string], lang: ReasonLang): string | number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return lang === 'en' && LITERALS.has(name) ? JSON.stringify(value) : value;
  if (Array.isArray(value)) return value.join(name === 'expected' ? OR[lang] : ', ');
  return String(value);
}
