import { describe, expect, it } from 'vitest';
import { pinLock, readPinLock } from './pin-lock.ts';

const HASH = 'a'.repeat(64);

describe('pinLock', () => {
  it('keeps the pins with the day and the catalog beside them', () => {
    const pins = { tools: { a: HASH }, fields: { a: { description: HASH } } };
    expect(pinLock(pins, '2026-12-01', 'tools.json')).toEqual({
      ...pins,
      generated: '2026-12-01',
      catalog: 'tools.json',
    });
  });
});

describe('readPinLock', () => {
  it('reads a lock that holds only pins, with no member hashes, day or catalog', () => {
    expect(readPinLock({ tools: { a: HASH } })).toEqual({
      ok: true,
      value: { tools: { a: HASH }, fields: {}, generated: null, catalog: null },
    });
  });

  it('reads a tool named __proto__ as a name like any other', () => {
    const read = readPinLock(JSON.parse(`{"tools":{"__proto__":"${HASH}"},"fields":{"__proto__":{}}}`));
    expect(read.ok && Object.keys(read.value.tools)).toEqual(['__proto__']);
    expect(read.ok && Object.hasOwn(read.value.fields, '__proto__')).toBe(true);
  });

  it.each([
    ['not an object', [], '', 'wrong_type'],
    ['a key of its own', { tools: {}, version: 1 }, '/version', 'unexpected_key'],
    ['no tools', { fields: {} }, '/tools', 'wrong_type'],
    ['a pin that is not text', { tools: { a: 1 } }, '/tools/a', 'wrong_type'],
    ['a pin in upper case', { tools: { a: 'A'.repeat(64) } }, '/tools/a', 'pattern_mismatch'],
    ['a pin too short', { tools: { a: 'a'.repeat(63) } }, '/tools/a', 'pattern_mismatch'],
    ['member hashes of a tool not pinned', { tools: {}, fields: { b: {} } }, '/fields/b', 'unexpected_key'],
    [
      'a member no pin covers',
      { tools: { a: HASH }, fields: { a: { icons: HASH } } },
      '/fields/a/icons',
      'unexpected_key',
    ],
    ['a day that is not text', { tools: {}, generated: 20261201 }, '/generated', 'wrong_type'],
  ])('refuses %s with INVALID_INPUT at its pointer', (_, value, path, reason) => {
    const read = readPinLock(value);
    expect(read.ok ? null : [read.error.code, read.error.path, read.error.reason]).toEqual([
      'INVALID_INPUT',
      path,
      reason,
    ]);
  });
});
