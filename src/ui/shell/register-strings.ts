import type { PageText } from '../i18n/page-text.svelte.ts';
import { LINK_STRINGS } from './strings.ts';

/** Adds the strings of the view of a link's problems to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withLinkStrings(words: PageText): PageText {
  words.register(LINK_STRINGS);
  return words;
}
