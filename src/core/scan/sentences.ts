/** The longest stretch of text a language rule reads at once; a longer sentence is read in overlapping windows. */
export const MAX_SENTENCE = 1200;
const OVERLAP = 200;

// a sentence ends at . ! or ? before white space, at a blank line, or before a list item on its own line;
// a line break alone does not end one (wrapped docstrings), nor does a dot inside `~/.ssh/id_rsa`
const BOUNDARY = /[.!?](?=\s)|\n[ \t]*\n|\n(?=[ \t]*(?:[-*•]|\d{1,3}[.)])[ \t])/g;

/**
 * Splits a text into the sentences the language rules read one by one, each at most MAX_SENTENCE
 * characters: a regular expression reads a bounded stretch, so no text can make a rule slow.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    pushWindows(text.slice(start, end), out);
    start = end;
  }
  pushWindows(text.slice(start), out);
  return out;
}

function pushWindows(sentence: string, out: string[]): void {
  const trimmed = sentence.trim();
  if (trimmed === '') return;
  if (trimmed.length <= MAX_SENTENCE) {
    out.push(trimmed);
    return;
  }
  for (let at = 0; at < trimmed.length; at += MAX_SENTENCE - OVERLAP) {
    out.push(trimmed.slice(at, at + MAX_SENTENCE));
    if (at + MAX_SENTENCE >= trimmed.length) break;
  }
}
