import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FSI, PDI, containBidi, isolate } from './isolate.ts';

const OPENERS: Readonly<Record<string, 'isolate' | 'embedding'>> = {
  '\u2066': 'isolate',
  '\u2067': 'isolate',
  '\u2068': 'isolate',
  '\u202a': 'embedding',
  '\u202b': 'embedding',
  '\u202d': 'embedding',
  '\u202e': 'embedding',
};

/** Whether every opener is closed, in order, and nothing closes what was not opened (a plain oracle). */
function isBalanced(text: string): boolean {
  const open: string[] = [];
  for (const char of text) {
    if (OPENERS[char] !== undefined) open.push(OPENERS[char]);
    else if (char === PDI || char === '\u202c') {
      if (open.pop() !== (char === PDI ? 'isolate' : 'embedding')) return false;
    } else if (SEPARATORS.includes(char)) return false;
  }
  return open.length === 0;
}

const SEPARATORS = ['\u001c', '\u001d', '\u001e', '\u0085', '\u2029'];
const CONTROL_CHARS = [...Object.keys(OPENERS), PDI, '\u202c', ...SEPARATORS];
const CONTROL_SET = new Set([...CONTROL_CHARS, ' ']);

describe('containBidi', () => {
  it.each([
    ['plain text', 'safe_read', 'safe_read'],
    ['a right-to-left override, closed at the end', 'safe_read\u202E', 'safe_read\u202E\u202C'],
    [
      'every embedding and override, closed in reverse',
      'a\u202Ab\u202Bc\u202Dd',
      'a\u202Ab\u202Bc\u202Dd\u202C\u202C\u202C',
    ],
    ['an isolate opened and closed inside', 'a\u2067b\u2069c', 'a\u2067b\u2069c'],
    ['an isolate left open, closed at the end', 'a\u2068b', 'a\u2068b\u2069'],
    ['each kind of isolate left open', '\u2066\u2067\u2068', '\u2066\u2067\u2068\u2069\u2069\u2069'],
    ['a stray pop-isolate, dropped', 'safe_read\u2069\u202E', 'safe_read\u202E\u202C'],
    ['a pop-isolate after its pair, dropped', 'a\u2066b\u2069\u2069c', 'a\u2066b\u2069c'],
    ['a stray pop-embedding, dropped', '\u202Cx\u2066\u202Cy\u2069', 'x\u2066y\u2069'],
    ['an override a pop-isolate ends, closed first', '\u2067\u202Eb\u2069c', '\u2067\u202Eb\u202C\u2069c'],
    ['a paragraph separator, made a space', 'a\u2029\u202Eb', 'a \u202Eb\u202C'],
    ['information separators and NEL', 'a\u001c\u001d\u001e\u0085b', 'a    b'],
    ['newlines, which stay', 'a\nb\rc', 'a\nb\rc'],
    ['text outside the basic plane', '𝒜\u2069', '𝒜'],
  ])('keeps %s inside', (_, text, expected) => {
    expect(containBidi(text)).toBe(expected);
    expect(isBalanced(containBidi(text))).toBe(true);
  });

  it('balances any text made of letters and direction controls, keeping every other character', () => {
    const text = fc
      .array(fc.constantFrom('a', 'ب', ' ', '1', ...CONTROL_CHARS), { maxLength: 40 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, (value) => {
        const contained = containBidi(value);
        expect(isBalanced(contained)).toBe(true);
        const letters = (s: string) => [...s].filter((char) => !CONTROL_SET.has(char)).join('');
        expect(letters(contained)).toBe(letters(value));
      }),
    );
  });
});

describe('isolate', () => {
  it('wraps a value in one isolate that its own controls cannot close early', () => {
    const value = 'safe_read\u2069\u202E\u2066x';
    expect(isolate(value)).toBe(`${FSI}safe_read\u202E\u2066x\u2069\u202C${PDI}`);
    expect(isBalanced(isolate(value))).toBe(true);
  });

  it.each([
    ['a right-to-left name', 'שלום', '\u2068שלום\u2069'],
    ['a name with a letter beyond ASCII', 'café', '\u2068café\u2069'],
    ['a name of printable ASCII, written as it is', 'safe_read', 'safe_read'],
    ['an ASCII name with a tab, written as it is', 'a\tb', 'a\tb'],
  ])('writes %s', (_, value, expected) => {
    expect(isolate(value)).toBe(expected);
  });
});
