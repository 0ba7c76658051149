import ranks from 'gpt-tokenizer/bpeRanks/o200k_base';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import type { TokenCounter } from '../core/index.ts';

// No special token is disallowed, and none is allowed: text such as "<|endoftext|>" is encoded as the
// plain characters it is, never refused and never read as the special token.
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

// o200k_base's token ids are the ranks of its merge table, whose entry is the token's text or, for a
// token that ends inside a character, its bytes; each length is worked out once, when first asked for.
const byteLengths = new Uint16Array(ranks.length);
const utf8 = new TextEncoder();

/** The o200k_base tokenizer of gpt-tokenizer, as the core's token counter. */
export const O200K_BASE: TokenCounter = {
  name: 'o200k_base',
  encode: (text) => encode(text, PLAIN_TEXT),
  bytesOf(token) {
    const known = byteLengths[token];
    if (known !== undefined && known !== 0) return known;
    const entry = ranks[token];
    if (entry === undefined) throw new Error(`o200k_base has no token ${token}`);
    const length = typeof entry === 'string' ? utf8.encode(entry).length : entry.length;
    byteLengths[token] = length;
    return length;
  },
};
