import type { MarkedJson } from './marked-json.ts';
import type { TokenCounter } from './types.ts';

/**
 * Encodes the marked text once and gives each token to the part its first byte lies in, so the parts'
 * counts add up exactly to the text's tokens. Token lengths are in UTF-8 bytes, the tokenizer's unit, so
 * the parts' starts (UTF-16 units) are turned into byte offsets first.
 */
export function tokensByPart(marked: MarkedJson, counter: TokenCounter, partCount: number): number[] {
  const counts = new Array<number>(partCount).fill(0);
  const tokens = counter.encode(marked.text);
  const starts = byteStarts(marked.text, marked.starts);
  let region = 0;
  let offset = 0;
  for (let i = 0; i < tokens.length; i++) {
    while (region + 1 < starts.length && starts[region + 1]! <= offset) region++;
    counts[marked.parts[region]!]!++;
    offset += counter.bytesOf(tokens[i]!);
  }
  return counts;
}

/** The UTF-8 byte offset of each UTF-16 offset in `starts` (ascending), walking the text once. */
export function byteStarts(text: string, starts: readonly number[]): number[] {
  const out: number[] = [];
  let bytes = 0;
  let unit = 0;
  for (const start of starts) {
    while (unit < start) {
      const code = text.charCodeAt(unit);
      if (code < 0x80) bytes += 1;
      else if (code < 0x800) bytes += 2;
      else if (isPairStart(text, unit)) {
        bytes += 4; // one code point in two UTF-16 units
        unit++;
      } else bytes += 3; // a lone surrogate is written as U+FFFD, three bytes
      unit++;
    }
    out.push(bytes);
  }
  return out;
}

function isPairStart(text: string, unit: number): boolean {
  const code = text.charCodeAt(unit);
  const next = text.charCodeAt(unit + 1);
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
}

/** The number of UTF-8 bytes of a text. */
export function utf8Bytes(text: string): number {
  return byteStarts(text, [text.length])[0]!;
}
