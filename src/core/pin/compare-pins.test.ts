import { describe, expect, it } from 'vitest';
import { comparePins } from './compare-pins.ts';
import type { PinSet } from './pin-catalog.ts';

const h = (c: string) => c.repeat(64);

/** A pin set from each tool's member hashes; a tool's pin stands for its name and members together. */
function pins(tools: Record<string, Record<string, string>>): PinSet {
  const entries = Object.entries(tools);
  return {
    tools: Object.fromEntries(
      entries.map(([name, members]) => [name, `${name}:${Object.values(members).join()}`]),
    ),
    fields: Object.fromEntries(entries),
  };
}

describe('comparePins', () => {
  it('finds nothing when every pin holds', () => {
    const same = pins({ a: { description: h('1') }, b: { inputSchema: h('2') } });
    expect(comparePins(same, same)).toEqual([]);
  });

  it('names each tool added, removed or changed, and which members changed how', () => {
    const before = pins({ a: { description: h('1'), inputSchema: h('2') }, gone: { inputSchema: h('3') } });
    const after = pins({ a: { inputSchema: h('4'), outputSchema: h('5') }, fresh: { inputSchema: h('6') } });
    expect(comparePins(before, after)).toEqual([
      {
        change: 'changed',
        tool: 'a',
        fields: [
          { field: 'description', change: 'removed' },
          { field: 'inputSchema', change: 'changed' },
          { field: 'outputSchema', change: 'added' },
        ],
      },
      { change: 'added', tool: 'fresh' },
      { change: 'removed', tool: 'gone' },
    ]);
  });

  it('names a tool removed and one added with the same members a rename', () => {
    const members = { description: h('1'), inputSchema: h('2') };
    const before = pins({ search_files: members, keep: { inputSchema: h('3') } });
    const after = pins({ find_files: members, keep: { inputSchema: h('3') } });
    expect(comparePins(before, after)).toEqual([
      { change: 'renamed', tool: 'find_files', from: 'search_files' },
    ]);
  });

  it('pairs two renames of tools with the same members in name order', () => {
    const members = { inputSchema: h('1') };
    const changes = comparePins(pins({ a: members, b: members }), pins({ c: members, d: members }));
    expect(changes).toEqual([
      { change: 'renamed', tool: 'c', from: 'a' },
      { change: 'renamed', tool: 'd', from: 'b' },
    ]);
  });

  it('without member hashes, reports a change without members and a rename as removal and addition', () => {
    const before: PinSet = { tools: { a: h('1'), old: h('2') }, fields: {} };
    const after = pins({ a: { description: h('3') }, renamed: { description: h('4') } });
    expect(comparePins(before, after)).toEqual([
      { change: 'changed', tool: 'a', fields: [] },
      { change: 'removed', tool: 'old' },
      { change: 'added', tool: 'renamed' },
    ]);
  });
});
