import type { PageText } from '../i18n/page-text.svelte.ts';
import { TOOL_STRINGS } from './strings.ts';

/** Adds the strings of the tool detail's parts that say what a host assumes to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withToolStrings(words: PageText): PageText {
  words.register(TOOL_STRINGS);
  return words;
}
