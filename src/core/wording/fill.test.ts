import { describe, expect, it } from 'vitest';
import { fillParts, fillText } from './fill.ts';

describe('fillParts', () => {
  it('splits where string values were filled in, and keeps numbers among the words', () => {
    expect(
      fillParts('{tool} in {provider}: {count} refused', { tool: 'a\u202E', provider: 'OpenAI', count: 3 }),
    ).toEqual([
      { text: 'a\u202E', isParam: true },
      { text: ' in ', isParam: false },
      { text: 'OpenAI', isParam: true },
      { text: ': 3 refused', isParam: false },
    ]);
  });

  it('fills values as text and leaves an unknown placeholder as written', () => {
    expect(fillParts('{a} {b}', { a: '{b}<i>' })).toEqual([
      { text: '{b}<i>', isParam: true },
      { text: ' {b}', isParam: false },
    ]);
  });

  it('never reads an inherited property as a parameter', () => {
    expect(fillParts('{toString}', {})).toEqual([{ text: '{toString}', isParam: false }]);
  });
});

describe('fillText', () => {
  it.each([
    [
      'isolates each value',
      'Renamed the tool to “{adapted}”; map calls to it back to “{original}”.',
      { adapted: 'safe_read_', original: 'safe_read\u202E' },
      'Renamed the tool to “safe_read_”; map calls to it back to “\u2068safe_read\u202E\u202C\u2069”.',
    ],
    [
      'keeps a value’s stray PDI from closing its isolate',
      'Key {key}.',
      { key: 'k\u2069' },
      'Key \u2068k\u2069.',
    ],
    ['writes numbers as words', '{count} tools', { count: 12 }, '12 tools'],
  ])('%s', (_, template, params, expected) => {
    expect(fillText(template, params)).toBe(expected);
  });
});
