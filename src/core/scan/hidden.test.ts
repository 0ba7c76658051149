import { describe, expect, it } from 'vitest';
import { hiddenKind, hiddenRuns } from './hidden.ts';

const TAG_A = String.fromCodePoint(0xe0041);
const SCOTLAND =
  '🏴' + [0xe0067, 0xe0062, 0xe0073, 0xe0063, 0xe0074, 0xe007f].map((p) => String.fromCodePoint(p)).join('');

const label = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;

describe('hiddenKind', () => {
  it.each(
    (
      [
        [0xe0041, 'tag'],
        [0xe0001, 'tag'],
        [0x200b, 'zero_width'],
        [0xfeff, 'zero_width'],
        [0x202e, 'bidi'],
        [0x2066, 'bidi'],
        [0x061c, 'bidi'],
        [0x1b, 'ansi'],
        [0x9b, 'ansi'],
        [0x07, 'control'],
        [0x7f, 'control'],
        [0xfe0f, 'variation_selector'],
        [0xe0100, 'variation_selector'],
        [0x00ad, 'format'],
        [0x2062, 'format'],
        [0x3164, 'format'],
      ] as const
    ).map(([point, kind]) => [label(point), point, kind] as const),
  )('calls %s %s', (_, point, kind) => {
    expect(hiddenKind(point)).toBe(kind);
  });

  it.each([0x41, 0x0a, 0x09, 0x0d, 0x20, 0x2014, 0x1f600, 0xac00].map((point) => [label(point), point]))(
    'calls %s visible',
    (_, point) => {
      expect(hiddenKind(point as number)).toBeNull();
    },
  );
});

describe('hiddenRuns', () => {
  it.each([
    ['plain ASCII with line breaks', 'Adds two numbers.\n\tReturns the sum.\r\n'],
    ['an em dash and CJK', 'Search — 検索 and 검색'],
    ['VS16 after an emoji', '⚠️ Cannot be undone'],
    ['VS15 after an emoji', '☺︎ text style'],
    ['a keycap', 'Step 1️⃣ first'],
    ['a ZWJ family', 'Works for 👨‍👩‍👧 and 👩🏽‍💻'],
    ['a ZWJ after VS16', 'The 🏳️‍🌈 flag'],
    ['a subdivision flag', `The flag ${SCOTLAND} of Scotland`],
    ['Persian ZWNJ between letters', 'می‌خواهم'],
    ['a Devanagari ZWJ', 'क्‍ष'],
    ['an ideographic variation sequence', '葛\u{e0100}城'],
  ])('finds nothing in %s', (_, text) => {
    expect(hiddenRuns(text)).toEqual([]);
  });

  it('finds a tag run and its UTF-16 span', () => {
    const text = `ok${TAG_A}${TAG_A}!`;
    expect(hiddenRuns(text)).toEqual([{ start: 2, end: 6, codePoints: [0xe0041, 0xe0041], kinds: ['tag'] }]);
  });

  it('separates runs by visible text and keeps the order of kinds', () => {
    const runs = hiddenRuns('a\u200b\u202eb\u00ad');
    expect(runs.map((run) => [run.start, run.end, run.kinds])).toEqual([
      [1, 3, ['zero_width', 'bidi']],
      [4, 5, ['format']],
    ]);
  });

  it('takes a whole escape sequence into its run', () => {
    const [run] = hiddenRuns('list\u001b[8mhidden\u001b[0m');
    expect(run).toEqual({ start: 4, end: 8, codePoints: [0x1b, 0x5b, 0x38, 0x6d], kinds: ['ansi'] });
  });

  it.each([
    ['a ZWJ between letters', 'send\u200demail'],
    ['a ZWNJ between ASCII letters', 'ig\u200cnore'],
    ['a variation selector after a letter', 'g\ufe01'],
    ['VS16 then more selectors after an emoji', '😀\ufe0f\u{e0110}\u{e0111}'],
    ['a flag tag run with an upper-case letter', '🏴\u{e0047}\u{e0042}\u{e007f}'],
    ['a tag run without the black flag', '\u{e0067}\u{e0062}\u{e007f}'],
    ['a ZWJ at the start', '\u200d😀'],
    ['a joiner between Persian and Latin', 'می\u200cx'],
  ])('flags %s', (_, text) => {
    expect(hiddenRuns(text).length).toBeGreaterThan(0);
  });

  it('counts code points, not UTF-16 units, in a run of astral characters', () => {
    const [run] = hiddenRuns(`x${TAG_A.repeat(3)}`);
    expect(run!.codePoints).toHaveLength(3);
    expect(run!.end - run!.start).toBe(6);
  });
});
