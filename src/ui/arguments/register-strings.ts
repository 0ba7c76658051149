import { withReasonStrings } from '../errors/register-strings.ts';
import type { PageText } from '../i18n/page-text.svelte.ts';
import { ARGUMENTS_STRINGS } from './strings.ts';

/** Adds the Arguments view's strings, and the error reasons it uses, to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withArgumentsStrings(words: PageText): PageText {
  withReasonStrings(words).register(ARGUMENTS_STRINGS);
  return words;
}
