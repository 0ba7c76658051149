import type { PageText } from '../i18n/page-text.svelte.ts';
import { GATE_STRINGS } from './strings.ts';

/** Adds the Gate view's strings to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withGateStrings(words: PageText): PageText {
  words.register(GATE_STRINGS);
  return words;
}
