import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupTools, namePrefix } from './group-tools.ts';

describe('namePrefix', () => {
  it.each([
    ['browser_navigate', 'browser'],
    ['github.create_issue', 'github'],
    ['fs/read', 'fs'],
    ['db:query', 'db'],
    ['get-weather', 'get'],
    ['search', 'search'],
    ['_hidden', '_hidden'],
    ['a__b', 'a'],
  ])('takes the prefix of %s as %s', (name, prefix) => {
    expect(namePrefix(name)).toBe(prefix);
  });
});

describe('groupTools', () => {
  it('groups shared prefixes in order of first appearance and puts lone prefixes last, in list order', () => {
    const names = ['read_file', 'zip', 'browser_click', 'read_dir', 'write_file', 'browser.type', 'browser'];
    expect(groupTools(names)).toEqual([
      { name: 'read', tools: ['read_file', 'read_dir'] },
      { name: 'browser', tools: ['browser_click', 'browser.type', 'browser'] },
      { name: null, tools: ['zip', 'write_file'] },
    ]);
  });

  it.each([
    ['no tools', [], []],
    ['one tool', ['only_one'], [{ name: null, tools: ['only_one'] }]],
    ['two tools of one prefix', ['a_x', 'a_y'], [{ name: 'a', tools: ['a_x', 'a_y'] }]],
  ])('handles %s', (_label, names, groups) => {
    expect(groupTools(names)).toEqual(groups);
  });

  it('treats a prefix named like a built-in key as an ordinary string', () => {
    expect(groupTools(['__proto__', 'constructor_a', 'constructor_b'])).toEqual([
      { name: 'constructor', tools: ['constructor_a', 'constructor_b'] },
      { name: null, tools: ['__proto__'] },
    ]);
  });

  it('lists every name exactly once, keeps list order inside each group, and names only shared prefixes', () => {
    const names = fc.uniqueArray(fc.stringMatching(/^[a-c]{1,2}([_./:-][a-c]{0,2})?$/), { maxLength: 30 });
    fc.assert(
      fc.property(names, (list) => {
        const groups = groupTools(list);
        expect(groups.flatMap((group) => group.tools).sort()).toEqual([...list].sort());
        for (const group of groups) {
          const order = group.tools.map((name) => list.indexOf(name));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          if (group.name === null) continue;
          expect(group.tools.length).toBeGreaterThan(1);
          expect(group.tools.every((name) => namePrefix(name) === group.name)).toBe(true);
        }
        const lone = groups.find((group) => group.name === null)?.tools ?? [];
        for (const name of lone)
          expect(list.filter((n) => namePrefix(n) === namePrefix(name))).toEqual([name]);
        expect(groups.findIndex((group) => group.name === null)).toBeOneOf([-1, groups.length - 1]);
      }),
    );
  });
});
