import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRecordFiles } from '../../core/index.ts';
import type { Fetcher } from './fetch-verified.ts';
import { loadBundle } from './load-bundle.ts';

const folder = new URL('../../../public/records/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', folder), 'utf8')) as {
  records: { id: string; file: string; sha256: string }[];
};

/** Serves the committed record files, with `manifestJson` in place of the manifest. */
function serve(manifestJson: unknown): Fetcher {
  return async (url) => {
    const file = url.replace('./records/', '');
    if (file === 'manifest.json') return new Response(JSON.stringify(manifestJson));
    return new Response(readFileSync(new URL(file, folder)));
  };
}

describe('loadBundle', () => {
  it('loads every record the manifest lists once', async () => {
    const result = await loadBundle(serve(manifest), './records/');
    if (!result.ok) throw new Error('the committed bundle should load');
    expect(result.value.records.map((r) => [r.id, r.ok])).toEqual(manifest.records.map((r) => [r.id, true]));
  });

  it('refuses an id listed twice, once and by id, and keeps every other record', async () => {
    const [first, ...rest] = manifest.records;
    const doubled = { ...manifest, records: [first, ...rest, first] };
    const result = await loadBundle(serve(doubled), './records/');
    if (!result.ok) throw new Error('one duplicated record should not refuse the bundle');
    const ids = result.value.records.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.value.records[0]).toEqual({
      id: first!.id,
      file: first!.file,
      ok: false,
      error: { file: first!.file, reason: 'duplicate', count: 2 },
    });
    expect(result.value.records.slice(1).every((r) => r.ok)).toBe(true);
  });

  it('refuses an id listed twice even when the two entries name different files', async () => {
    const [first, second] = manifest.records;
    const forged = { ...manifest, records: [first, { ...second, id: first!.id }] };
    const result = await loadBundle(serve(forged), './records/');
    if (!result.ok) throw new Error('the catalog is intact, so the bundle loads');
    expect(result.value.records).toHaveLength(1);
    expect(result.value.records[0]).toMatchObject({ ok: false, error: { reason: 'duplicate', count: 2 } });
  });
});

describe("loadBundle on a site built with its author's groups", () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const list = {
    tools: [
      { name: 'notes_create', inputSchema: { type: 'object' } },
      { name: 'ping', inputSchema: { type: 'object' } },
    ],
  };

  /** The files `buildRecordFiles` writes for the list and these groups, served from memory (`edit` may change one). */
  function site(groups: Record<string, string>, edit: (files: Map<string, string>) => void = () => {}) {
    const files = buildRecordFiles(
      { catalogValue: list, kind: 'mcp', catalog: null, calls: [], groups, title: 'Notes' },
      sha256,
    );
    edit(files);
    const fetcher: Fetcher = async (url) => {
      const text = files.get(url.replace('./records/', ''));
      return text === undefined ? new Response(null, { status: 404 }) : new Response(text);
    };
    return fetcher;
  }

  it('hands the groups to the page, tool → group', async () => {
    const result = await loadBundle(site({ notes_create: 'Writing' }), './records/');
    if (!result.ok) throw new Error('the built site should load');
    expect(result.value.groups).toEqual(new Map([['notes_create', 'Writing']]));
    expect(result.value.mcp).toEqual(list);
  });

  it('refuses a groups file whose bytes differ from the manifest', async () => {
    const fetcher = site({ notes_create: 'Writing' }, (files) =>
      files.set('groups.json', '{ "notes_create": "Deleting" }\n'),
    );
    const result = await loadBundle(fetcher, './records/');
    expect(result).toMatchObject({ ok: false, error: { file: 'groups.json', reason: 'digest' } });
  });

  it('refuses a groups file that does not map names to group names', async () => {
    const result = await loadBundle(site({ notes_create: '' }), './records/');
    expect(result).toMatchObject({ ok: false, error: { file: 'groups.json', reason: 'shape' } });
  });
});
