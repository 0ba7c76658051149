import type { PageText } from '../i18n/page-text.svelte.ts';
import { TRUST_STRINGS } from './strings.ts';

/** Adds the scan and pin parts' strings to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withTrustStrings(words: PageText): PageText {
  words.register(TRUST_STRINGS);
  return words;
}
