import { withReasonStrings } from '../errors/register-strings.ts';
import { withImportStrings } from '../import/register-strings.ts';
import type { PageText } from '../i18n/page-text.svelte.ts';
import { COMPARE_STRINGS } from './strings.ts';

/** Adds the comparison panel's strings, and the error reasons and import strings it uses, to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withCompareStrings(words: PageText): PageText {
  withReasonStrings(withImportStrings(words)).register(COMPARE_STRINGS);
  return words;
}
