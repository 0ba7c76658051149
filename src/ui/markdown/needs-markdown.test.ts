import fc from 'fast-check';
import { containBidi } from '../../core/index.ts';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown.ts';
import { needsMarkdown } from './needs-markdown.ts';

describe('needsMarkdown', () => {
  it.each([
    ['Reads a file.', false],
    ['Returns the 3 newest items, e.g. from a repo (read-only).', false],
    ['Uses `code`.', true],
    ['A list:\n- one', true],
    ['- one', true],
    ['1. one', true],
    ['# Title', true],
    ['See https://example.com', true],
    ['Shows <uuid> as given', true],
    [' leading space', true],
    ['//a.\u202e#', false],
  ])('%j → %s', (text, expected) => {
    expect(needsMarkdown(text)).toBe(expected);
  });

  it('balances a text the renderer reads in pieces as one, as the plain way does', () => {
    // markdown-it gives "//a.\u202e" and "#" as two pieces: the override closes after "#", not before
    expect(parseMarkdown('//a.\u202e#')).toEqual([
      {
        kind: 'paragraph',
        isTight: false,
        children: [{ kind: 'text', text: containBidi('//a.\u202e#'), isIsolated: true }],
      },
    ]);
  });

  it('is never false for a text the renderer would show as anything but that one paragraph', () => {
    // characters that mean something to Markdown only in places, often; ones that always do, now and then
    const sometimes = fc.constantFrom(
      ...'ab 1.)-+=#>(;:/@\t\u00a0\u202e\u2069'.split(''),
      'www',
      'http',
      'mailto',
    );
    const always = fc.constantFrom(...'*_`[]<&\\~!|\n'.split(''), 'www.', 'http://', 'mailto:');
    const chars = fc.oneof({ arbitrary: sometimes, weight: 30 }, { arbitrary: always, weight: 1 });
    let plain = 0;
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 16 }), (parts) => {
        const text = parts.join('');
        if (needsMarkdown(text)) return;
        plain++;
        // the plain way shows the text balanced, as Value does: the tree must hold exactly that
        const shown = containBidi(text);
        const isIsolated = /[\u202a-\u202e\u2066-\u2069]/u.test(shown);
        const children = shown === '' ? [] : [{ kind: 'text', text: shown, isIsolated }];
        const expected = text === '' ? [] : [{ kind: 'paragraph', isTight: false, children }];
        expect(parseMarkdown(text)).toEqual(expected);
      }),
      { numRuns: 2_000 },
    );
    expect(plain).toBeGreaterThan(200);
  });
});
