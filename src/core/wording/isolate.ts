// Every value from a catalog or a visitor that a sentence places (a tool name, a key, a pointer…) goes
// through here, so it cannot reorder the words around it: a DOM renderer wraps `containBidi(value)` in
// `<bdi>`, a text renderer writes `isolate(value)`, i.e. FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE.

/** FIRST STRONG ISOLATE: opens an isolate whose direction is that of its first strong character. */
export const FSI = '\u2068';
/** POP DIRECTIONAL ISOLATE: closes the isolate FSI opened. */
export const PDI = '\u2069';

const ISOLATES = '\u2066\u2067\u2068';
const EMBEDDINGS = '\u202a\u202b\u202d\u202e';
const PDF = '\u202c';
// Chromium ends a bidi paragraph (and every isolate in it) at these even inside inline text.
const SEPARATORS = '\u001c\u001d\u001e\u0085\u2029';

/**
 * The value made safe to sit inside one isolate: its own bidi controls are kept but balanced — a closer
 * that closes nothing opened in the value is dropped, every opener left open is closed at the end (PDF for
 * an embedding or override, PDI for an isolate) — and a paragraph separator becomes a space.
 */
export function containBidi(value: string): string {
  // Balanced rather than escaped: the value reads as its author wrote it, and nothing leaks out of it.
  const open: string[] = [];
  let out = '';
  for (const char of value) {
    if (SEPARATORS.includes(char)) out += ' ';
    else if (ISOLATES.includes(char) || EMBEDDINGS.includes(char)) {
      open.push(char);
      out += char;
    } else if (char === PDF) {
      if (EMBEDDINGS.includes(open.at(-1) ?? PDF)) out += closer(open.pop()!);
    } else if (char === PDI) {
      if (!open.some((opener) => ISOLATES.includes(opener))) continue;
      // a PDI also ends the embeddings opened after its isolate: they are closed first, explicitly
      for (let opener = open.pop()!; ; opener = open.pop()!) {
        out += closer(opener);
        if (ISOLATES.includes(opener)) break;
      }
    } else out += char;
  }
  return out + open.reverse().map(closer).join('');
}

function closer(opener: string): string {
  return ISOLATES.includes(opener) ? PDI : PDF;
}

/**
 * A value as text isolated from the sentence around it: FSI, the contained value, PDI. A value of
 * printable ASCII alone is written as it is: it holds no direction control and no right-to-left letter,
 * so in the page's and the CLI's left-to-right sentences it can neither reorder nor be reordered.
 */
export function isolate(value: string): string {
  return /^[\t\n\r\x20-\x7e]*$/.test(value) ? value : FSI + containBidi(value) + PDI;
}

/** A value as a JSON string literal (quotes and escapes), isolated: how the core's sentences quote values. */
export function quoted(value: unknown): string {
  return isolate(JSON.stringify(value) ?? String(value));
}
