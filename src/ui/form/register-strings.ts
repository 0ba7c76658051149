import type { PageText } from '../i18n/page-text.svelte.ts';
import { FORM_STRINGS } from './strings.ts';

/** Adds the form's and the edit-mode switch's strings to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withFormStrings(words: PageText): PageText {
  words.register(FORM_STRINGS);
  return words;
}
