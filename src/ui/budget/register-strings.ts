import type { PageText } from '../i18n/page-text.svelte.ts';
import { BUDGET_STRINGS } from './strings.ts';

/** Adds the bill parts' strings to a page's words and gives them back; called as its components set up, so the strings load with their code. */
export function withBudgetStrings(words: PageText): PageText {
  words.register(BUDGET_STRINGS);
  return words;
}
