import { LANGS, type Lang } from './dictionary.ts';

export { LANGS, type Lang };

/** The visitor's language, shared by every component so `t()` re-renders when it changes. */
export const locale = $state<{ lang: Lang }>({ lang: 'en' });

/** Whether a string names a language the page speaks. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * Bumped when a lazily loaded area adds strings (`added`: only text whose key was missing re-renders) or
 * changes one already there (`changed`: all translated text re-renders).
 */
export const dictionaries = $state({ added: 0, changed: 0 });
