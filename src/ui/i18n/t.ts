import { fill } from './fill.ts';
import { dictionaries, locale, type Lang } from './locale.svelte.ts';

/** One area's strings in every language; keys must match across languages (a unit test checks). */
export type Dictionary = Record<Lang, Record<string, string>>;

/** Parameters substituted into `{name}` placeholders; always inserted as text, never as markup. */
export type Params = Readonly<Record<string, string | number>>;

// Every file in ./dict/ is an area's dictionary: adding an area means adding a file, not editing this one.
const modules = import.meta.glob<{ default: Dictionary }>('./dict/*.ts', { eager: true });

/** Every area's dictionary, keyed by its file name, for the parity test. */
export const DICTIONARIES: Readonly<Record<string, Dictionary>> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.replace(/^.*\/|\.ts$/g, ''), module.default]),
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
 * A `count` of 1 takes the key's `.one` form where there is one ("1 tool", not "1 tools").
 */
export function t(key: string, params: Params = {}): string {
  void dictionaries.version;
  const strings = merged.get(locale.lang);
  const one = params.count === 1 ? strings?.[`${key}.one`] : undefined;
  const template = one ?? strings?.[key] ?? merged.get('en')?.[key] ?? key;
  return fill(template, params);
}
