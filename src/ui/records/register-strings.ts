import type { PageText } from '../i18n/page-text.svelte.ts';
import { RECORDS_STRINGS } from './strings.ts';

/** Adds the Records view's strings to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withRecordsStrings(words: PageText): PageText {
  words.register(RECORDS_STRINGS);
  return words;
}
