import { describe, expect, it, vi } from 'vitest';
import { keyedOnce } from './keyed-once.ts';

describe('keyedOnce', () => {
  it('numbers objects in the order they are first seen', () => {
    const keyOf = keyedOnce((o: { n: number }) => JSON.stringify(o));
    const [a, b] = [{ n: 1 }, { n: 2 }];
    expect(keyOf(a)).toEqual({ key: '0', text: '{"n":1}' });
    expect(keyOf(b)).toEqual({ key: '1', text: '{"n":2}' });
    expect(keyOf(a)).toEqual({ key: '0', text: '{"n":1}' });
  });

  it('makes an object’s text once, however often it is asked for', () => {
    const toText = vi.fn((o: { n: number }) => String(o.n));
    const keyOf = keyedOnce(toText);
    const a = { n: 1 };
    expect(keyOf(a)).toBe(keyOf(a));
    expect(toText).toHaveBeenCalledTimes(1);
  });

  it('gives two objects of the same content two keys', () => {
    const keyOf = keyedOnce((o: { n: number }) => JSON.stringify(o));
    expect(keyOf({ n: 1 }).key).not.toBe(keyOf({ n: 1 }).key);
  });

  it('counts each function’s objects on their own', () => {
    const first = keyedOnce((o: object) => JSON.stringify(o));
    const second = keyedOnce((o: object) => JSON.stringify(o));
    const a = {};
    expect(first({}).key).toBe('0');
    expect(first(a).key).toBe('1');
    expect(second(a).key).toBe('0');
  });
});
