import { describe, expect, it } from 'vitest';
import { readGroups } from './groups.ts';
import { loadSiteCatalog } from './site-catalog.ts';

const loaded = loadSiteCatalog({
  tools: [
    { name: 'a/b', inputSchema: { type: 'object' } },
    { name: 'c', inputSchema: { type: 'object' } },
  ],
});
if (!loaded.ok) throw new Error('the catalog does not load');
const site = loaded.value;

describe('readGroups', () => {
  it('reads tool → group for tools of the catalog', () => {
    const groups = readGroups({ 'a/b': 'Reading', c: 'Writing' }, site);
    expect(groups).toEqual({
      ok: true,
      value: new Map([
        ['a/b', 'Reading'],
        ['c', 'Writing'],
      ]),
    });
  });

  it.each([
    ['an array', ['c'], 'INVALID_INPUT', ''],
    ['an unknown tool, its name escaped in the pointer', { 'x/y': 'G' }, 'UNKNOWN_TOOL', '/x~1y'],
    ['a number as group', { 'a/b': 1 }, 'INVALID_INPUT', '/a~1b'],
    ['an empty group', { c: ' ' }, 'INVALID_INPUT', '/c'],
    ['a built-in key', JSON.parse('{"__proto__": "G"}'), 'UNKNOWN_TOOL', '/__proto__'],
  ])('refuses %s', (_label, value, code, path) => {
    expect(readGroups(value, site)).toMatchObject({ ok: false, error: { code, path } });
  });
});
