/** The languages the page speaks; the first is the default. */
export const LANGS = ['en', 'ko'] as const;

export type Lang = (typeof LANGS)[number];

/**
 * One area's strings in every language; keys must match across languages (a unit test checks). Kept apart
 * from the page's reactive state, so the site builder can read the dictionaries outside the page.
 */
export type Dictionary = Record<Lang, Record<string, string>>;

/** Whether a string names a language the page speaks. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
