import type { PageText } from '../i18n/page-text.svelte.ts';
import { LOOKUP_STRINGS } from './strings.ts';

/** Adds the exact-name field's strings to a page's words and gives them back; called as the field sets up, so the strings load with its code. */
export function withLookupStrings(words: PageText): PageText {
  words.register(LOOKUP_STRINGS);
  return words;
}
