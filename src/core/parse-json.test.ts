import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstErrorOffset, jsonSyntaxError, locate, parseJson } from './parse-json.ts';
import { wordReason } from './wording/reasons.ts';

describe('parseJson', () => {
  it('returns the value of valid JSON', () => {
    expect(parseJson('{"a": [1, true, null]}')).toEqual({ ok: true, value: { a: [1, true, null] } });
  });

  it.each([
    ['{"a": }', 1, 7, '}'],
    ['{\n  "a": 1,\n}', 3, 1, '}'],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, '"'],
    ['{"a": 1', 1, 8, null],
    ['', 1, 1, null],
    ['{"a": tru}', 1, 7, 't'],
    ['[1, 2] x', 1, 8, 'x'],
    ['{"가나": x}', 1, 8, 'x'],
    ['{"😀": x}', 1, 7, 'x'],
    ['{"a": "b\\q"}', 1, 10, 'q'],
    ['{"a": "\\u12"}', 1, 9, 'u'],
    ["{'a': 1}", 1, 2, "'"],
    ['{"a": 01}', 1, 8, '1'],
  ] as const)('locates the error in %j at line %i column %i', (text, line, column, found) => {
    const parsed = parseJson(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatchObject({ line, column, found });
  });

  it('copes with 100,000 levels of nesting without overflowing the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(99_999);
    const parsed = parseJson(deep);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem.offset).toBe(deep.length);
  });
});

describe('firstErrorOffset', () => {
  it('agrees with JSON.parse on which texts are valid', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        let isValid = true;
        try {
          JSON.parse(text);
        } catch {
          isValid = false;
        }
        return (firstErrorOffset(text) === -1) === isValid;
      }),
      { numRuns: 2000 },
    );
  });

  it('finds an offset within the text for any cut of valid JSON that is invalid', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), (text, cut) => {
        const prefix = text.slice(0, cut % (text.length + 1));
        const offset = firstErrorOffset(prefix);
        try {
          JSON.parse(prefix);
          return offset === -1;
        } catch {
          return offset >= 0 && offset <= prefix.length;
        }
      }),
    );
  });
});

describe('locate', () => {
  it('counts lines and columns from 1', () => {
    expect(locate('ab\ncd', 4)).toEqual({ offset: 4, line: 2, column: 2, found: 'd' });
  });
});

describe('jsonSyntaxError', () => {
  it.each([
    ['{"a": 1,\n "b" 2}', 2, 6, '"2"', 'found "2"'],
    ['[1, 2', 1, 6, null, 'the text ends early'],
  ])('refuses %j as INVALID_JSON with its line and column', (text, line, column, found, words) => {
    const parsed = parseJson(text);
    if (parsed.ok) throw new Error('the text parsed');
    expect(jsonSyntaxError(parsed.problem)).toEqual({
      code: 'INVALID_JSON',
      path: '',
      reason: 'invalid_json',
      params: { line, column, found: found === null ? null : JSON.parse(found) },
      message: `The text is not JSON: at line ${line}, column ${column}, ${words}.`,
    });
  });

  it('words its message from the catalog of sentences, the character found isolated from the words around it', () => {
    const parsed = parseJson('[1,\u202e]');
    if (parsed.ok) throw new Error('the text parsed');
    const error = jsonSyntaxError(parsed.problem);
    expect(error.message).toBe(wordReason('invalid_json', { line: 1, column: 4, found: '\u202e' }, 'en'));
    expect(error.message).toBe(
      'The text is not JSON: at line 1, column 4, found \u2068"\u202e"\u202c\u2069.',
    );
  });
});
