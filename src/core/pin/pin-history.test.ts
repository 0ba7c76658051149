import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../scripts/shared-data.ts';
import { jsonEqual } from '../json-value.ts';
import { comparePins, type PinChange } from './compare-pins.ts';
import { pinCatalog, type PinHashing } from './pin-catalog.ts';
import { PINNED_FIELDS } from './pinned-tool.ts';

const HASHING: PinHashing = {
  canonicalize: (value) => canonicalize(value)!,
  sha256: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
};

type Listed = Record<string, unknown> & { name: string };

/** What differs between two tool lists, read member by member with structural equality: the oracle. */
function plainChanges(before: readonly Listed[], after: readonly Listed[]): PinChange[] {
  const same = (a: Listed, b: Listed) =>
    PINNED_FIELDS.every((field) => jsonEqual(member(a, field), member(b, field)));
  const byName = (tools: readonly Listed[]) => new Map(tools.map((tool) => [tool.name, tool]));
  const [old, now] = [byName(before), byName(after)];
  const removed = before.filter((tool) => !now.has(tool.name));
  const added = after.filter((tool) => !old.has(tool.name));
  const changes: PinChange[] = [];
  for (const tool of before) {
    const next = now.get(tool.name);
    if (next === undefined || jsonEqual(tool, next)) continue;
    const fields = PINNED_FIELDS.filter((field) => !jsonEqual(member(tool, field), member(next, field)));
    changes.push({
      change: 'changed',
      tool: tool.name,
      fields: fields.map((field) => ({
        field,
        change:
          member(tool, field) === undefined
            ? 'added'
            : member(next, field) === undefined
              ? 'removed'
              : 'changed',
      })),
    });
  }
  for (const tool of removed) {
    const index = added.findIndex((candidate) => same(tool, candidate));
    if (index === -1) changes.push({ change: 'removed', tool: tool.name });
    else changes.push({ change: 'renamed', tool: added.splice(index, 1)[0]!.name, from: tool.name });
  }
  for (const tool of added) changes.push({ change: 'added', tool: tool.name });
  return changes;
}

function member(tool: Listed, field: string): unknown {
  return tool[field] ?? undefined;
}

const history = sharedData('pins over real MCP version history', 'mcp-history');

describe.skipIf(history === undefined)('comparePins over real MCP version history', () => {
  const files =
    history === undefined
      ? []
      : readdirSync(history)
          .filter((name) => name.endsWith('.json'))
          .sort();
  const catalogs = new Map(
    files.map((name) => [
      name,
      JSON.parse(readFileSync(join(history!, name), 'utf8')) as { tools: Listed[] },
    ]),
  );
  // each file is pinned once, and every ordered pair of one server's versions compared
  const pins = new Map(files.map((name) => [name, pinCatalog(catalogs.get(name), HASHING)]));
  const pairs = files.flatMap((a) =>
    files.filter((b) => b !== a && b.split('@')[0] === a.split('@')[0]).map((b) => [a, b] as const),
  );

  it.each(pairs)('%s → %s: the pins name what member-by-member equality names', (a, b) => {
    const [before, after] = [catalogs.get(a)!, catalogs.get(b)!];
    const [old, now] = [pins.get(a)!, pins.get(b)!];
    if (!old.ok || !now.ok) throw new Error('a history file was refused');
    const key = (change: PinChange) => `${change.change} ${change.tool}`;
    const expected = plainChanges(before.tools, after.tools).sort((x, y) => (key(x) < key(y) ? -1 : 1));
    const found = comparePins(old.value, now.value).sort((x, y) => (key(x) < key(y) ? -1 : 1));
    expect(found).toEqual(expected);
    expect(found.length).toBeGreaterThan(0);
  });
});
