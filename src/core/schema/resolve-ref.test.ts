import { describe, expect, it } from 'vitest';
import { locateRef, resolveRef } from './resolve-ref.ts';

const root = {
  $id: 'https://example.com/tool',
  $defs: { mode: { enum: ['fast'] }, 'a/b': { type: 'string' }, list: [{ type: 'integer' }] },
};

describe('locateRef', () => {
  it.each([
    ['#/$defs/mode', '/$defs/mode', { enum: ['fast'] }],
    ['#/$defs/a~1b', '/$defs/a~1b', { type: 'string' }],
    ['#/%24defs/mode', '/$defs/mode', { enum: ['fast'] }],
    ['https://example.com/tool#/$defs/list/0', '/$defs/list/0', { type: 'integer' }],
    ['#', '', root],
  ])('finds %s at its canonical pointer', (ref, pointer, schema) => {
    expect(locateRef(root, ref)).toEqual({ pointer, schema });
  });

  it.each([
    ['names nothing', '#/$defs/gone'],
    ['runs past an array', '#/$defs/list/1'],
    ['is not canonical as an index', '#/$defs/list/00'],
    ['is remote', 'https://other.example/x#/$defs/mode'],
    ['is badly encoded', '#/%E0%A4%A'],
    ['is not a string', 7],
  ])('is undefined when the reference %s', (_why, ref) => {
    expect(locateRef(root, ref)).toBeUndefined();
    expect(resolveRef(root, ref)).toBeUndefined();
  });

  it('reads `__proto__` as an own key only', () => {
    const parsed = JSON.parse('{"$defs":{"__proto__":{"type":"null"}}}');
    expect(resolveRef(parsed, '#/$defs/__proto__')).toEqual({ type: 'null' });
    expect(resolveRef({ $defs: {} }, '#/$defs/__proto__')).toBeUndefined();
  });
});
