import type { PageText } from '../i18n/page-text.svelte.ts';
import { SHARED_STRINGS } from './strings.ts';

/** Adds the shared controls' strings (tool search, copy link, a JSON syntax problem) to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withSharedStrings(words: PageText): PageText {
  words.register(SHARED_STRINGS);
  return words;
}
