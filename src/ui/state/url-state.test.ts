import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_ARGS_IN_URL, parseUrlState, serializeUrlState, URL_KEYS, type UrlState } from './url-state.ts';

describe('parseUrlState', () => {
  it.each([
    ['', {}],
    ['?family=reading&tool=observe', { family: 'reading', tool: 'observe' }],
    ['?view=arguments&args=%7B%22a%22%3A1%7D', { view: 'arguments', args: '{"a":1}' }],
    ['?family=a&family=b', { family: 'a' }],
    ['?%%%=&&==&lang=ko&junk=1', { lang: 'ko' }],
    ['?__proto__=x&constructor=y', {}],
    ['?tool=%3Cscript%3E', { tool: '<script>' }],
  ] as const)('reads %j', (search, expected) => {
    expect(parseUrlState(search)).toEqual(expected);
  });

  it('never pollutes Object.prototype', () => {
    parseUrlState('?__proto__[polluted]=1&family=__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('serializeUrlState', () => {
  it('writes keys in a fixed order and leaves out missing ones', () => {
    expect(serializeUrlState({ lang: 'ko', tool: 'observe', family: 'reading' })).toBe(
      '?family=reading&tool=observe&lang=ko',
    );
    expect(serializeUrlState({})).toBe('');
  });

  it('leaves out arguments too long to share', () => {
    expect(serializeUrlState({ tool: 'x', args: 'a'.repeat(MAX_ARGS_IN_URL + 1) })).toBe('?tool=x');
  });

  it('round-trips any state', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    const state = fc.record(
      Object.fromEntries(URL_KEYS.map((k) => [k, text])) as Record<keyof UrlState, typeof text>,
      {
        requiredKeys: [],
      },
    );
    fc.assert(
      fc.property(state, (s) => {
        expect(parseUrlState(serializeUrlState(s))).toEqual(s);
      }),
    );
  });
});
