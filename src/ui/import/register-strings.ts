import { withReasonStrings } from '../errors/register-strings.ts';
import type { PageText } from '../i18n/page-text.svelte.ts';
import { IMPORT_STRINGS } from './strings.ts';

/** Adds the import parts' strings, and the error reasons it uses, to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withImportStrings(words: PageText): PageText {
  withReasonStrings(words).register(IMPORT_STRINGS);
  return words;
}
