import { GATE_SCENARIO, SYNTHETIC_CATALOG, TOOL_DESCRIPTIONS } from '../core/index.ts';
import shellStrings from '../ui/i18n/dict/shell.ts';
import importStrings from '../ui/i18n/dict/import.ts';
import { GATE_STRINGS } from '../ui/gate/strings.ts';
import { IMPORT_STRINGS } from '../ui/import/strings.ts';
import { RECORDS_STRINGS } from '../ui/records/strings.ts';

/**
 * What only the explorer's own site may show, for the checks that read a site built from an author's
 * catalog: the explorer's demonstration (its tagline, the Gate, its records and catalog) and words that
 * belong to how the project was made, never to a reader's page.
 */

/** Words of how the project was made, which no text a reader sees uses: not a page, not a site, not the README. */
export const HISTORY_WORDS: readonly RegExp[] = [
  /\bseeds?\b/i,
  /\bSPEC\b/,
  /§/,
  /\bTODO\b/,
  /\bFIXME\b/,
  /\bstop \d+\b/i,
  /\bissue \d+\b/i,
  /시드/,
  /원문/,
];

/**
 * Words no reader's page on an author's site uses: the history words, and the explorer's own demonstration
 * and test material. Each is allowed there only where the author's own files use it.
 */
export const DEVELOPMENT_WORDS: readonly RegExp[] = [
  ...HISTORY_WORDS,
  /\bsynthetic\b/i,
  /\bdemo\b/i,
  /\bfixtures?\b/i,
  /\bstubs?\b/i,
  /\bplaceholder data\b/i,
  /합성/,
  /데모/,
];

// the demonstration's own strings: every sentence the explorer shows only beside its synthetic catalog and Gate
const DEMO_KEYS: readonly [Record<'en' | 'ko', Record<string, string>>, readonly string[] | 'all'][] = [
  [shellStrings, ['shell.tagline']],
  [importStrings, ['import.synthetic']],
  [IMPORT_STRINGS, ['import.back', 'import.backDone']],
  [RECORDS_STRINGS, ['records.intro']],
  [GATE_STRINGS, 'all'],
];

// a shorter piece (a button's "Run", a heading's "Tool") is a word any page may use
const MIN_SENTENCE = 24;

/** The explorer's demonstration sentences, in English and Korean, cut at their placeholders. */
export function demoSentences(): string[] {
  const pieces = DEMO_KEYS.flatMap(([dictionary, keys]) =>
    (['en', 'ko'] as const).flatMap((lang) => {
      const strings = dictionary[lang];
      const chosen = keys === 'all' ? Object.values(strings) : keys.map((key) => strings[key]!);
      return chosen.flatMap((text) => text.split(/\{[^}]*\}/));
    }),
  );
  const toolTexts = Object.values(TOOL_DESCRIPTIONS).flatMap((texts) => [texts.en, texts.ko]);
  return [...new Set([...pieces, ...toolTexts].map((piece) => piece.trim()))].filter(
    (piece) => piece.length >= MIN_SENTENCE,
  );
}

/** Names from the demonstration specific enough never to be an ordinary word: its tools with a `_`, its document. */
export function demoNames(): string[] {
  const tools = (SYNTHETIC_CATALOG as readonly { name: string }[]).map((tool) => tool.name);
  return [...tools.filter((name) => name.includes('_')), GATE_SCENARIO.document];
}

/**
 * Every piece of the explorer's own text found in `text`, a page a reader sees on an author's site. A name
 * or word that the author's own files (`authorText`) also use is theirs to show.
 */
export function explorerTextIn(text: string, authorText: string): string[] {
  const found: string[] = [];
  for (const sentence of demoSentences()) if (text.includes(sentence)) found.push(sentence);
  for (const name of demoNames()) if (text.includes(name) && !authorText.includes(name)) found.push(name);
  for (const word of DEVELOPMENT_WORDS) {
    const match = word.exec(text);
    if (match && !word.test(authorText)) found.push(match[0]);
  }
  return found;
}
