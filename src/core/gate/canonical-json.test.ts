import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, compareCodePoints, displayJson, indentedCanonicalJson } from './canonical-json.ts';

describe('canonicalJson', () => {
  it.each([
    ['sorts keys at the top', { tool: 'x', args: 1 }, '{"args":1,"tool":"x"}'],
    [
      'sorts keys at every depth',
      { b: { z: 1, a: [{ y: 2, x: 3 }] }, a: null },
      '{"a":null,"b":{"a":[{"x":3,"y":2}],"z":1}}',
    ],
    ['keeps non-ASCII characters as they are', { text: '검토 완료' }, '{"text":"검토 완료"}'],
    ['keeps an emoji as it is', ['😀'], '["😀"]'],
    ['writes no spaces', { a: [1, 2], b: { c: true } }, '{"a":[1,2],"b":{"c":true}}'],
    [
      'escapes quotes, backslashes and control characters as Python does',
      ['"\\\n\t\u001f'],
      '["\\"\\\\\\n\\t\\u001f"]',
    ],
    ['leaves line and paragraph separators unescaped, as Python does', ['\u2028\u2029'], '["\u2028\u2029"]'],
    ['writes an empty object and array', { a: {}, b: [] }, '{"a":{},"b":[]}'],
  ])('%s', (_name, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });

  it('orders keys by code point, not by UTF-16 unit, as Python sorts them', () => {
    // U+FF5E is below U+1F600 as a code point, but its UTF-16 unit 0xFF5E is above the surrogate 0xD83D.
    expect(canonicalJson({ '😀': 1, '～': 2 })).toBe('{"～":2,"😀":1}');
    expect(Object.keys({ '😀': 1, '～': 2 }).sort()).toEqual(['😀', '～']);
  });

  it('gives the same key whatever order the keys were inserted in', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(record));
      }),
    );
  });

  it('parses back to a value with the same canonical form', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
    );
  });

  it.each([
    ['undefined', undefined],
    ['a function', () => 1],
    ['a non-finite number', Number.NaN],
    ['a date', new Date(0)],
    ['a bigint', 1n],
  ])('refuses %s as a bug', (_name, value) => {
    expect(() => canonicalJson({ value })).toThrow(TypeError);
  });

  it('refuses a cycle instead of recursing forever', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(TypeError);
  });

  it('accepts the same object twice when it is not its own ancestor', () => {
    const shared = { a: 1 };
    expect(canonicalJson([shared, shared])).toBe('[{"a":1},{"a":1}]');
  });
});

describe('displayJson', () => {
  it.each([
    [{ text: '초안' }, '{"text": "초안"}'],
    [{ written_chars: 5 }, '{"written_chars": 5}'],
    [{ b: [1, 2], a: true }, '{"a": true, "b": [1, 2]}'],
  ])('prints %j as Python json.dumps(sort_keys=True, ensure_ascii=False) does', (value, expected) => {
    expect(displayJson(value)).toBe(expected);
  });
});

describe('indentedCanonicalJson', () => {
  it('indents by two spaces with sorted keys, as Python writes json.dumps(sort_keys=True, indent=2)', () => {
    // The expected text is Python's own output for this value.
    expect(indentedCanonicalJson({ b: [1, { d: [], c: {} }], a: '검' })).toBe(
      '{\n  "a": "검",\n  "b": [\n    1,\n    {\n      "c": {},\n      "d": []\n    }\n  ]\n}',
    );
  });

  it('orders integer-like keys by code point, where JSON.stringify puts them first in numeric order', () => {
    const value = JSON.parse('{"b": 0, "10": 1, "9": 2}');
    expect(JSON.stringify(value)).toBe('{"9":2,"10":1,"b":0}');
    expect(indentedCanonicalJson(value)).toBe('{\n  "10": 1,\n  "9": 2,\n  "b": 0\n}');
  });

  it('keeps an own "__proto__" key as a key', () => {
    expect(indentedCanonicalJson(JSON.parse('{"__proto__": {"x": 1}}'))).toBe(
      '{\n  "__proto__": {\n    "x": 1\n  }\n}',
    );
  });

  it('parses back to the value and is the compact canonical form once the layout is removed', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = indentedCanonicalJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(canonicalJson(value)));
        expect(canonicalJson(JSON.parse(text))).toBe(canonicalJson(value));
      }),
    );
  });

  it('equals JSON.stringify with two spaces for a value whose keys are already in order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const ordered = JSON.parse(canonicalJson(value));
        const hasIntegerKey = /"\d+":/.test(canonicalJson(value));
        fc.pre(!hasIntegerKey);
        expect(indentedCanonicalJson(value)).toBe(JSON.stringify(ordered, null, 2));
      }),
    );
  });
});

describe('compareCodePoints', () => {
  it('agrees with comparing arrays of code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const x = [...a].map((c) => c.codePointAt(0)!);
        const y = [...b].map((c) => c.codePointAt(0)!);
        let expected = 0;
        for (let i = 0; expected === 0 && i < Math.max(x.length, y.length); i++) {
          expected = (x[i] ?? -1) - (y[i] ?? -1);
        }
        expect(Math.sign(compareCodePoints(a, b))).toBe(Math.sign(expected));
      }),
    );
  });
});
