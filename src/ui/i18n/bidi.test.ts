import { describe, expect, it } from 'vitest';
import { containBidi } from './bidi.ts';

describe('containBidi', () => {
  it.each([
    ['plain text', 'safe_read', 'safe_read'],
    ['a right-to-left override, which the isolate ends', 'safe_read\u202E', 'safe_read\u202E'],
    ['an isolate opened and closed inside', 'a\u2067b\u2069c', 'a\u2067b\u2069c'],
    ['an isolate left open, which the isolate ends', 'a\u2068b', 'a\u2068b'],
    ['a stray pop-isolate', 'safe_read\u2069\u202E', 'safe_read\u202E'],
    ['a pop-isolate after its pair', 'a\u2066b\u2069\u2069c', 'a\u2066b\u2069c'],
    ['a paragraph separator', 'a\u2029\u202Eb', 'a \u202Eb'],
    ['information separators and NEL', 'a\u001c\u001d\u001e\u0085b', 'a    b'],
    ['newlines, which stay inside the isolate', 'a\nb\rc', 'a\nb\rc'],
    ['text outside the basic plane', '𝒜\u2069', '𝒜'],
  ])('keeps %s inside', (_, text, expected) => {
    expect(containBidi(text)).toBe(expected);
  });
});
