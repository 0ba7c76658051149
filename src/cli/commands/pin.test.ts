import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FSI, PDI } from '../../core/index.ts';
import { run, tempFolder } from '../test-io.ts';
import { COMMANDS } from './index.ts';
import { pinCommand } from './pin.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

const DAY = new Date('2026-12-01T23:30:00Z');
const commands = COMMANDS.map((command) => (command.name === 'pin' ? pinCommand(() => DAY) : command));
const pin = (argv: readonly string[]) => run(['pin', ...argv], '', {}, commands);
const plain = (text: string) => text.replaceAll(FSI, '').replaceAll(PDI, '');

const search = { name: 'search_files', description: 'Searches.', inputSchema: { type: 'object' } };
const read = {
  name: 'read',
  description: 'Reads.',
  inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
  annotations: { readOnlyHint: true },
};
const gone = { name: 'gone', description: 'Leaves.', inputSchema: { type: 'object', required: [] } };
const OLD = folder.write('old.json', { tools: [search, read, gone] });
const NEW = folder.write(
  'new.json',
  JSON.stringify(
    {
      tools: [
        { ...read, description: 'Reads files.', outputSchema: { type: 'object' } },
        { ...search, name: 'find_files' },
        { name: 'fresh', inputSchema: { type: 'object' } },
      ],
    },
    null,
    2,
  ),
);

describe('pin: writing a lock', () => {
  it('writes the lock to standard output, names sorted, with the day and the catalog as given', async () => {
    const result = await pin([OLD]);
    expect(result.status).toBe(0);
    const lock = JSON.parse(result.out);
    expect(Object.keys(lock)).toEqual(['catalog', 'fields', 'generated', 'tools']);
    expect(lock.catalog).toBe(OLD);
    expect(lock.generated).toBe('2026-12-01');
    expect(Object.keys(lock.tools)).toEqual(['gone', 'read', 'search_files']);
    expect(Object.keys(lock.fields.read)).toEqual(['annotations', 'description', 'inputSchema']);
    expect(lock.tools.search_files).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes --out and says so; the JSON report names the file and the count', async () => {
    const out = join(folder.dir, 'tools.lock.json');
    const text = await pin([OLD, '--out', out]);
    expect(text.status).toBe(0);
    expect(plain(text.out)).toBe(`tool-contract: pins of 3 tool(s) of ${OLD} -> ${out}\n`);
    expect(JSON.parse(readFileSync(out, 'utf8')).tools).toEqual(JSON.parse((await pin([OLD])).out).tools);
    const json = await pin([OLD, '--out', out, '--format', 'json']);
    expect(JSON.parse(json.out)).toEqual({
      command: 'pin',
      ok: true,
      catalog: OLD,
      out,
      generated: '2026-12-01',
      tools: 3,
    });
  });
});

describe('pin --check', () => {
  const lock = join(folder.dir, 'check.lock.json');

  it('exits 0 when every pin holds, even with keys, tools and whitespace rearranged', async () => {
    await pin([OLD, '--out', lock]);
    const shuffled = folder.write(
      'shuffled.json',
      `{ "tools": [ ${JSON.stringify(gone)},\n ${JSON.stringify(read)}, ${JSON.stringify(search)} ] }`,
    );
    const result = await pin(['--check', lock, shuffled]);
    expect([result.status, plain(result.out)]).toEqual([
      0,
      `${lock}: 3 tool(s), all as in the pins of 2026-12-01\n`,
    ]);
  });

  it('exits 1 naming each tool added, removed, changed (with its members) or renamed', async () => {
    await pin([OLD, '--out', lock]);
    const result = await pin(['--check', lock, NEW]);
    expect(result.status).toBe(1);
    expect(plain(result.out)).toBe(
      `${lock}: 4 tool(s) differ from the pins of 2026-12-01\n` +
        '  added fresh\n' +
        '  removed gone\n' +
        '  changed read: description, outputSchema (added)\n' +
        '  renamed search_files -> find_files\n',
    );
  });

  it('reports the changes as data in JSON', async () => {
    await pin([OLD, '--out', lock]);
    const report = JSON.parse((await pin(['--check', lock, NEW, '--format', 'json'])).out);
    expect(report).toEqual({
      command: 'pin',
      ok: false,
      catalog: NEW,
      check: lock,
      pinned: { generated: '2026-12-01', catalog: OLD },
      tools: 3,
      changes: [
        { change: 'added', tool: 'fresh' },
        { change: 'removed', tool: 'gone' },
        {
          change: 'changed',
          tool: 'read',
          fields: [
            { field: 'description', change: 'changed' },
            { field: 'outputSchema', change: 'added' },
          ],
        },
        { change: 'renamed', tool: 'find_files', from: 'search_files' },
      ],
    });
  });

  it('words the check in Korean', async () => {
    await pin([OLD, '--out', lock]);
    const result = await pin(['--check', lock, NEW, '--lang', 'ko']);
    expect(plain(result.out)).toContain('  이름 바뀜 search_files -> find_files\n');
    expect(plain(result.out)).toContain('  바뀜 read: description, outputSchema (추가됨)\n');
  });
});

describe('pin exit status 2', () => {
  it.each([
    ['a missing catalog', () => ['/no/such/catalog.json'], 'no such file'],
    ['both --out and --check', () => [OLD, '--out', 'a.json', '--check', 'b.json'], 'not both'],
    ['a catalog that is not JSON', () => [folder.write('broken.json', '{"tools": [')], 'INVALID_JSON'],
    [
      'a lock of the wrong shape, at its pointer',
      () => ['--check', folder.write('bad.lock.json', { tools: { a: 'ABC' } }), OLD],
      `INVALID_INPUT ${folder.dir}/bad.lock.json#/tools/a`,
    ],
    [
      'a lone surrogate, at its pointer',
      () => [
        folder.write(
          'lone.json',
          '{"tools":[{"name":"a","description":"\\ud800","inputSchema":{"type":"object"}}]}',
        ),
      ],
      'INVALID_TOOL',
    ],
  ])('for %s: one line on standard error, nothing on standard output', async (_, argv, words) => {
    const result = await pin(argv());
    expect([result.status, result.out]).toEqual([2, '']);
    expect(plain(result.err)).toContain(words);
    expect(result.err.trim().split('\n')).toHaveLength(1);
  });
});
