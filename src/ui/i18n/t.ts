import { dictionaries, locale } from './locale.svelte.ts';
import type { Dictionary } from './dictionary.ts';
import { fillParts, fillText, type SentenceParams, type SentencePart } from '../../core/index.ts';

export type { SentencePart };

export type { Dictionary };

/** Parameters substituted into `{name}` placeholders; always inserted as text, never as markup. */
export type Params = SentenceParams;

// Every file in ./dict/ is an area's dictionary: adding an area means adding a file, not editing this one.
const modules = import.meta.glob<Dictionary>('./dict/*.ts', { eager: true, import: 'default' });

/** Every area's dictionary, keyed by its file name, for the parity test. */
export const DICTIONARIES: Readonly<Record<string, Dictionary>> = Object.fromEntries(
  Object.entries(modules).map(([path, dictionary]) => [path.replace(/^.*\/|\.ts$/g, ''), dictionary]),
);

const merged = new Map<string, Record<string, string>>();
for (const dictionary of Object.values(DICTIONARIES)) merge(dictionary);

function merge(dictionary: Dictionary): void {
  for (const [lang, strings] of Object.entries(dictionary)) {
    merged.set(lang, Object.assign(merged.get(lang) ?? Object.create(null), strings));
  }
}

/** Adds an area's strings at run time, for areas whose code (and strings) load lazily with their view. */
export function registerDictionary(dictionary: Dictionary): void {
  merge(dictionary);
  dictionaries.version++;
}

/** Whether a key exists in the dictionaries (used to translate error codes that may have no entry). */
export function hasKey(key: string): boolean {
  return merged.get('en')?.[key] !== undefined;
}

/**
 * Translates `key` into the visitor's language, filling `{name}` placeholders; shows the key when missing.
 * A `count` of 1 takes the key's `.one` form where there is one ("1 tool", not "1 tools"). Each string
 * value is isolated with FSI…PDI, so text and attributes made from it need no further care.
 */
export function t(key: string, params: Params = {}): string {
  return fillText(template(key, params), params);
}

/** A count written the visitor's way ("100,000"), for sentences about large numbers. */
export function formatCount(count: number): string {
  return count.toLocaleString(locale.lang);
}

/**
 * The sentence `t` would give, split where parameters were filled in, so a renderer can isolate each
 * parameter from the words around it (a catalog string ending in U+202E must not reverse the sentence).
 */
export function tParts(key: string, params: Params = {}): SentencePart[] {
  return fillParts(template(key, params), params);
}

function template(key: string, params: Params): string {
  void dictionaries.version;
  const strings = merged.get(locale.lang);
  const one = params.count === 1 ? strings?.[`${key}.one`] : undefined;
  return one ?? strings?.[key] ?? merged.get('en')?.[key] ?? key;
}
