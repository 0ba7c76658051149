/** What a piece of formatted JSON is, for highlighting; `elided` marks what a bounded preview left out. */
export type JsonTokenKind = 'key' | 'string' | 'number' | 'literal' | 'punctuation' | 'space' | 'elided';

export interface JsonToken {
  kind: JsonTokenKind;
  text: string;
}

const TOKEN =
  /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)|([{}[\],:])|(\s+)|(.)/gy;

/** Splits JSON text into tokens whose texts, joined, give the input back; rendered as text spans, never as HTML. */
export function tokenizeJson(text: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null && m[0] !== ''; m = TOKEN.exec(text)) {
    const [, str, colon, num, lit, punct, space] = m;
    if (str !== undefined) {
      tokens.push({ kind: colon ? 'key' : 'string', text: str });
      if (colon) tokens.push({ kind: 'punctuation', text: colon });
    } else if (num !== undefined) tokens.push({ kind: 'number', text: num });
    else if (lit !== undefined) tokens.push({ kind: 'literal', text: lit });
    else if (punct !== undefined) tokens.push({ kind: 'punctuation', text: punct });
    else if (space !== undefined) tokens.push({ kind: 'space', text: space });
    else tokens.push({ kind: 'punctuation', text: m[0] });
  }
  return tokens;
}
