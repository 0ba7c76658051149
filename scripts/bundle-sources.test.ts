import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesBySource, decodeVlq, sourceGroup } from './bundle-sources.ts';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source-map encoding of one number, written out from the format's description. */
function encodeVlq(value: number): string {
  let rest = value < 0 ? -value * 2 + 1 : value * 2;
  let out = '';
  do {
    const digit = rest % 32;
    rest = Math.floor(rest / 32);
    out += BASE64[digit + (rest > 0 ? 32 : 0)];
  } while (rest > 0);
  return out;
}

describe('decodeVlq', () => {
  it.each([
    ['A', [0]],
    ['C', [1]],
    ['D', [-1]],
    ['gB', [16]],
    ['2H', [123]],
    ['AAAA', [0, 0, 0, 0]],
    ['SAAQ', [9, 0, 0, 8]],
  ])('reads %s as %j', (segment, expected) => {
    expect(decodeVlq(segment)).toEqual(expected);
  });

  it('reads back any list of numbers it is given encoded', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 30), max: 2 ** 30 }), { maxLength: 8 }), (values) => {
        expect(decodeVlq(values.map(encodeVlq).join(''))).toEqual(values);
      }),
    );
  });

  it('refuses a character outside Base64', () => {
    expect(() => decodeVlq('A!')).toThrow(/!/);
  });
});

describe('bytesBySource', () => {
  it('gives each source the code from its mappings to the next, and the rest to (unmapped)', () => {
    const code = '//abcdef\nxyz';
    // line 0: column 2 → a.ts, column 5 → b.ts; line 1: column 0 → b.ts (source index carries over)
    const totals = bytesBySource(code, { sources: ['a.ts', 'b.ts'], mappings: 'EAAA,GCAA;AAAA' });
    expect(Object.fromEntries(totals)).toEqual({ '(unmapped)': 2, 'a.ts': 3, 'b.ts': 6 });
  });

  it('accounts for every character of every line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat({ max: 40 }), { maxLength: 5 }), { minLength: 1, maxLength: 6 }),
        (lines) => {
          const starts = lines.map((columns) => [...new Set(columns)].sort((a, b) => a - b));
          const code = starts.map((columns) => 'x'.repeat((columns.at(-1) ?? 0) + 3)).join('\n');
          const mappings = starts
            .map((columns) => columns.map((c, i) => encodeVlq(c - (columns[i - 1] ?? 0)) + 'AAA').join(','))
            .join(';');
          const totals = bytesBySource(code, { sources: ['s.ts'], mappings });
          const sum = [...totals.values()].reduce((a, b) => a + b, 0);
          expect(sum).toBe(code.length - (lines.length - 1));
        },
      ),
    );
  });
});

describe('sourceGroup', () => {
  it.each([
    ['../node_modules/svelte/src/internal/client/render.js', 'svelte runtime'],
    ['../node_modules/clsx/dist/clsx.mjs', 'clsx'],
    ['../node_modules/@scope/pkg/index.js', '@scope/pkg'],
    ['../src/ui/gate/GateView.svelte', 'src/ui/gate'],
    ['../src/App.svelte', 'src/App.svelte'],
    ['virtual:thing', 'virtual:thing'],
  ])('groups %s under %s', (source, group) => {
    expect(sourceGroup(source)).toBe(group);
  });
});
