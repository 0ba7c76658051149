/** The languages the page speaks; the first is the default. */
export const LANGS = ['en', 'ko'] as const;

export type Lang = (typeof LANGS)[number];

/**
 * One area's strings in every language; keys must match across languages (a unit test checks). Kept apart
 * from the page's reactive state, so the site builder can read the dictionaries outside the page.
 */
export type Dictionary = Record<Lang, Record<string, string>>;
