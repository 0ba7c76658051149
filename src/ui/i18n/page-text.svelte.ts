import { createContext } from 'svelte';
import { fillParts, fillText, type SentenceParams, type SentencePart } from '../../core/index.ts';
import { DICTIONARIES } from './dictionaries.ts';
import type { Dictionary, Lang } from './dictionary.ts';

export { isLang, LANGS, type Dictionary, type Lang } from './dictionary.ts';
export type { SentencePart };

/** Parameters substituted into `{name}` placeholders; always inserted as text, never as markup. */
export type Params = SentenceParams;

/**
 * A page's words: its language and every dictionary it has so far (the first-load areas', then each lazily
 * loaded area's as it registers). Made once per page (the explorer, each Try-it fold) and handed down through
 * context; its methods are bound, so `const { t } = useText()` works.
 */
export class PageText {
  /** The visitor's language; every text made with `t` follows it. */
  lang = $state<Lang>('en');
  // set when an area adds strings (`#added`: only text whose key was missing re-renders) or changes one
  // already there (`#changed`: all translated text re-renders), to the count of areas registered so far: a
  // component registers as it sets up, so setting them must not read them (it would come to depend on them)
  #added = $state(0);
  #changed = $state(0);
  // filled once per dictionary and never rendered from directly: the two above say when it changed
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #merged = new Map<string, Record<string, string>>();
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #registered = new Set<Dictionary>();

  constructor() {
    for (const dictionary of Object.values(DICTIONARIES)) this.#merge(dictionary);
  }

  /**
   * Translates `key` into the page's language, filling `{name}` placeholders; shows the key when missing.
   * A `count` of 1 (or "1", as `formatCount` writes it) takes the key's `.one` form where there is one
   * ("1 tool", not "1 tools"). Each string value is isolated with FSI…PDI, so text and attributes made from
   * it need no further care.
   */
  t = (key: string, params: Params = {}): string => fillText(this.#template(key, params), params);

  /**
   * The sentence `t` would give, split where parameters were filled in, so a renderer can isolate each
   * parameter from the words around it (a catalog string ending in U+202E must not reverse the sentence).
   */
  tParts = (key: string, params: Params = {}): SentencePart[] =>
    fillParts(this.#template(key, params), params);

  /** A count written the visitor's way ("100,000"), for sentences about large numbers. */
  formatCount = (count: number): string => count.toLocaleString(this.lang);

  /** Whether a key exists in the dictionaries (used to translate error codes that may have no entry). */
  hasKey = (key: string): boolean => this.#merged.get('en')?.[key] !== undefined;

  /**
   * Adds an area's strings, for areas whose code (and strings) load lazily with their view; a dictionary
   * already added is skipped. Only text that showed a missing key re-renders, unless a string already there
   * changed.
   */
  register = (dictionary: Dictionary): void => {
    if (this.#registered.has(dictionary)) return;
    this.#registered.add(dictionary);
    if (this.#merge(dictionary)) this.#changed = this.#registered.size;
    else this.#added = this.#registered.size;
  };

  /** Adds a dictionary's strings; whether it changed a string that was already there. */
  #merge(dictionary: Dictionary): boolean {
    let isChanged = false;
    for (const [lang, strings] of Object.entries(dictionary)) {
      const into: Record<string, string> = this.#merged.get(lang) ?? Object.create(null);
      for (const [key, text] of Object.entries(strings))
        isChanged ||= into[key] !== undefined && into[key] !== text;
      this.#merged.set(lang, Object.assign(into, strings));
    }
    return isChanged;
  }

  #template(key: string, params: Params): string {
    void this.#changed;
    const strings = this.#merged.get(this.lang);
    const isOne = params.count === 1 || params.count === '1';
    const one = isOne ? strings?.[`${key}.one`] : undefined;
    // text found in the page's language, in the form its count takes, is final; other text may come with an
    // area's strings (`register`), so only it follows what is added
    const found = one ?? (isOne ? undefined : strings?.[key]);
    if (found !== undefined) return found;
    void this.#added;
    return strings?.[key] ?? this.#merged.get('en')?.[key] ?? key;
  }
}

/**
 * `useText()` gives a component its page's words during set-up (`const { t } = useText()`; a lazily loaded
 * area's component adds its strings first: `withGateStrings(useText())`); `setText(words)` provides them to
 * every component below, once per page.
 */
export const [useText, setText] = createContext<PageText>();
