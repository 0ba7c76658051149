// Characters that can break out of a direction isolate (`<bdi>`): a pop-directional-isolate without its
// opener closes the enclosing isolate, and the paragraph separators Chromium honours inside inline text
// (U+001C–U+001E, U+0085, U+2029) end the bidi paragraph, and the isolate with it.
const OPENERS = new Set(['\u2066', '\u2067', '\u2068']);
const PDI = '\u2069';
const SEPARATORS = new Set(['\u001c', '\u001d', '\u001e', '\u0085', '\u2029']);
const ESCAPES = new Set([...OPENERS, PDI, ...SEPARATORS]);

/**
 * Text that stays inside a direction isolate: a PDI that closes no isolate opened within the text is
 * dropped, and a paragraph separator becomes a space. Everything else, including the text's own bidi
 * controls (they end at the isolate's end), is kept.
 */
export function containBidi(text: string): string {
  if (![...ESCAPES].some((char) => text.includes(char))) return text;
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (SEPARATORS.has(char)) {
      out += ' ';
      continue;
    }
    if (OPENERS.has(char)) depth++;
    else if (char === PDI) {
      if (depth === 0) continue;
      depth--;
    }
    out += char;
  }
  return out;
}
