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

/** Adds a dictionary's strings; whether it changed a string that was already there. */
function merge(dictionary: Dictionary): boolean {
  let isChanged = false;
  for (const [lang, strings] of Object.entries(dictionary)) {
    const into: Record<string, string> = merged.get(lang) ?? Object.create(null);
    for (const [key, text] of Object.entries(strings))
      isChanged ||= into[key] !== undefined && into[key] !== text;
    merged.set(lang, Object.assign(into, strings));
  }
  return isChanged;
}

/**
 * Adds an area's strings at run time, for areas whose code (and strings) load lazily with their view. Only
 * text that showed a missing key re-renders: an area's new strings change nothing already shown.
 */
export function registerDictionary(dictionary: Dictionary): void {
  if (merge(dictionary)) dictionaries.changed++;
  else dictionaries.added++;
}

/** Whether a key exists in the dictionaries (used to translate error codes that may have no entry). */
export function hasKey(key: string): boolean {
  return merged.get('en')?.[key] !== undefined;
}

/**
 * Translates `key` into the visitor's language, filling `{name}` placeholders; shows the key when missing.
 * A `count` of 1 (or "1", as `formatCount` writes it) takes the key's `.one` form where there is one
 * ("1 tool", not "1 tools"). Each string value is isolated with FSI…PDI, so text and attributes made from
 * it need no further care.
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
  void dictionaries.changed;
  const strings = merged.get(locale.lang);
  const isOne = params.count === 1 || params.count === '1';
  const one = isOne ? strings?.[`${key}.one`] : undefined;
  // text found in the visitor's language, in the form its count takes, is final; other text may come with an
  // area's strings (`registerDictionary`), so only it follows what is added
  const found = one ?? (isOne ? undefined : strings?.[key]);
  if (found !== undefined) return found;
  void dictionaries.added;
  return strings?.[key] ?? merged.get('en')?.[key] ?? key;
}
