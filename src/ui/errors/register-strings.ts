import type { PageText } from '../i18n/page-text.svelte.ts';
import { REASON_STRINGS } from './strings.ts';

/** Adds the sentences every lazily loaded view words an error with to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withReasonStrings(words: PageText): PageText {
  words.register(REASON_STRINGS);
  return words;
}
