import type { PageText } from '../i18n/page-text.svelte.ts';
import { SCHEMA_STRINGS } from './strings.ts';

/** Adds the Documentation view's lower part's strings to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withSchemaStrings(words: PageText): PageText {
  words.register(SCHEMA_STRINGS);
  return words;
}
