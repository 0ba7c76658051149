import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNTHETIC_CATALOG } from '../../core/index.ts';
import { prepareSite } from '../../site/build-site.ts';
import { run, tempFolder } from '../test-io.ts';
import { siteCommand } from './site.ts';
import { writeStandInApp } from '../../site/test-support.ts';

const FIXTURES = new URL('../../../scripts/site/fixtures/', import.meta.url).pathname;
const fixture = (name: string) => join(FIXTURES, name);
let folder: ReturnType<typeof tempFolder>;
let app: string;

beforeEach(() => {
  folder = tempFolder();
  app = writeStandInApp(folder.dir);
});

afterEach(() => folder.remove());

/** `tool-contract site …` with the stand-in explorer. */
const site = (argv: string[], stdin = '') => run(['site', ...argv], stdin, {}, [siteCommand(() => app)]);

describe('tool-contract site', () => {
  it('builds the same site from the catalog as an operand or with --catalog, and says where in one line', async () => {
    const catalog = fixture('catalog.json');
    const [a, b] = [join(folder.dir, 'a'), join(folder.dir, 'b')];
    expect(await site([catalog, '--examples', fixture('examples.json'), '--out', a])).toEqual({
      status: 0,
      out: `tool-contract: site of 3 tool(s) (scalar catalog), 3 example(s) -> ${a}\n`,
      err: '',
    });
    expect(
      (await site(['--catalog', catalog, '--examples', fixture('examples.json'), '--out', b])).status,
    ).toBe(0);
    for (const file of readdirSync(join(a, 'records')))
      expect(readFileSync(join(b, 'records', file), 'utf8'), file).toBe(
        readFileSync(join(a, 'records', file), 'utf8'),
      );
    expect(readdirSync(join(a, 'records')).sort()).toEqual([
      'catalog.json',
      'hidden-tool.json',
      'manifest.json',
      'too-long-city.json',
      'weather-family.json',
    ]);
  });

  it('reports a built site as JSON with --format json, and reads the catalog from standard input for "-"', async () => {
    const out = join(folder.dir, 'site');
    const text = readFileSync(fixture('mcp-tools.json'), 'utf8');
    const result = await site(['-', '--out', out, '--format', 'json'], text);
    expect(result.status, result.err).toBe(0);
    expect(JSON.parse(result.out)).toEqual({
      command: 'site',
      ok: true,
      out,
      catalog: '-',
      format: 'mcp',
      toolCount: JSON.parse(text).result.tools.length,
      exampleCount: 0,
      problems: [],
    });
    // a list from standard input names no server: the site says what it is, never a file's name
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<title>MCP tools</title>');
  });

  it('writes the site in Korean with --lang ko, and shows Portability only with --show portability', async () => {
    const [en, ko] = [join(folder.dir, 'en'), join(folder.dir, 'ko')];
    expect((await site([fixture('mcp-tools.json'), '--out', en])).status).toBe(0);
    const result = await site([
      fixture('mcp-tools.json'),
      '--out',
      ko,
      '--lang',
      'ko',
      '--show',
      'portability',
    ]);
    expect(result.status, result.err).toBe(0);
    const [enHtml, koHtml] = [en, ko].map((dir) => readFileSync(join(dir, 'index.html'), 'utf8'));
    expect(enHtml).toContain('<html lang="en">');
    expect(enHtml).not.toContain('class="portability"');
    expect(koHtml).toContain('<html lang="ko">');
    expect(koHtml).toContain('<title>MCP 도구</title>');
    expect(koHtml).toContain('<nav id="site-nav" class="site-nav" aria-label="도구">');
    // each tool's sections are on its own page
    const koTool = readFileSync(join(ko, 'tool-notes_create.html'), 'utf8');
    expect(koTool).toContain('<details class="portability"><summary>이식성</summary>');
    expect(readFileSync(join(en, 'tool-notes_create.html'), 'utf8')).not.toContain('class="portability"');
  });

  it('refuses --show with a section it does not know as a usage error', async () => {
    const result = await site([
      fixture('mcp-tools.json'),
      '--show',
      'manifest',
      '--out',
      join(folder.dir, 'x'),
    ]);
    expect(result.status).toBe(2);
    expect(result.err).toContain('--show');
    expect(existsSync(join(folder.dir, 'x'))).toBe(false);
  });

  it('builds the explorer’s synthetic site without a catalog, into dist by default', async () => {
    const expected = prepareSite({});
    if (!expected.ok) throw new Error('the synthetic site does not build');
    const cwd = process.cwd();
    process.chdir(folder.dir);
    try {
      expect((await site([])).status).toBe(0);
    } finally {
      process.chdir(cwd);
    }
    const manifest = readFileSync(join(folder.dir, 'dist', 'records', 'manifest.json'), 'utf8');
    expect(manifest).toBe(expected.value.records.get('manifest.json'));
  });

  it.each([
    [
      'a JSON syntax error, with its line and column',
      '[\n  1,\n  ]',
      'INVALID_JSON',
      '',
      'The text is not JSON: at line 3, column 3, found "]".',
    ],
    [
      'a catalog defect, at its pointer',
      JSON.stringify([{ ...SYNTHETIC_CATALOG[0], effect: 'write' }]),
      'INVALID_METADATA',
      '#/0/effect',
      undefined,
    ],
    [
      'text that is not UTF-8',
      Buffer.from([0x5b, 0xff, 0x5d]),
      'INVALID_JSON',
      '',
      'The input is not UTF-8 text.',
    ],
  ])('refuses %s with exit status 1 and writes nothing', async (_, content, code, at, sentence) => {
    const file = join(folder.dir, 'catalog.json');
    writeFileSync(file, content);
    const out = join(folder.dir, 'out');
    const result = await site([file, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.err).toBe('');
    const lines = result.out.split('\n');
    expect(lines[0]).toBe(`${file}: refused; no site was written`);
    expect(lines[1]).toMatch(new RegExp(`^  ${code} ${file.replace(/[.]/g, '\\.')}${at}: [A-Z].*\\.$`));
    if (sentence !== undefined) expect(lines[1]!.endsWith(`: ${sentence}`)).toBe(true);
    expect(lines.slice(2)).toEqual(['']);
    expect(existsSync(out)).toBe(false);
  });

  it('words a refusal in Korean with --lang ko as check does, and gives the problem as JSON with --format json', async () => {
    const file = folder.write('bad.json', [{ ...SYNTHETIC_CATALOG[0], effect: 'write' }]);
    const out = join(folder.dir, 'out');
    const ko = await site([file, '--out', out, '--lang', 'ko']);
    expect(ko.status).toBe(1);
    const checked = await run(['check', file, '--lang', 'ko']);
    const problemLine = checked.out.split('\n')[1]!;
    expect(problemLine).toMatch(/^ {2}INVALID_METADATA .+#\/0\/effect: [^A-Za-z]+$/);
    expect(ko.out).toBe(`${file}: 거부됨. 사이트를 쓰지 않았습니다\n${problemLine}\n`);
    const json = await site([file, '--out', out, '--format', 'json']);
    expect(json.status).toBe(1);
    expect(JSON.parse(json.out).problems).toEqual([
      expect.objectContaining({ input: 'catalog', file, code: 'INVALID_METADATA', path: '/0/effect' }),
    ]);
    expect(existsSync(out)).toBe(false);
  });

  it('locates a refused examples file as such', async () => {
    const examples = folder.write('ex.json', [{ id: 'a', title: 'A', call: { op: 'discover', family: 1 } }]);
    const result = await site([
      fixture('catalog.json'),
      '--examples',
      examples,
      '--out',
      join(folder.dir, 'out'),
      '--format',
      'json',
    ]);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.out).problems).toEqual([
      {
        input: 'examples',
        file: examples,
        code: 'INVALID_INPUT',
        path: '/0/call/family',
        message: 'A discover call names a family as a string.',
        reason: 'bad_family_name',
        params: {},
      },
    ]);
  });

  it.each([
    [
      ['a.json', 'b.json'],
      'tool-contract: "site" takes one catalog, not 2 (run "tool-contract --help" for usage)\n',
    ],
    [
      ['a.json', '--catalog', 'b.json'],
      'tool-contract: "site" takes one catalog, given both as an operand and with --catalog (run "tool-contract --help" for usage)\n',
    ],
    [['--out', ''], 'tool-contract: option "--out" needs a value (run "tool-contract --help" for usage)\n'],
    [['--out'], 'tool-contract: option "--out" needs a value (run "tool-contract --help" for usage)\n'],
    [['--theme', 'dark'], 'tool-contract: unknown option "--theme" (run "tool-contract --help" for usage)\n'],
  ])('refuses the usage %j with exit status 2 in one line', async (argv, line) => {
    expect(await site(argv)).toEqual({ status: 2, out: '', err: line });
  });

  it('exits 2 for a catalog it cannot read, and writes nothing', async () => {
    const out = join(folder.dir, 'out');
    const missing = join(folder.dir, 'missing.json');
    expect(await site([missing, '--out', out])).toEqual({
      status: 2,
      out: '',
      err: `tool-contract: ${missing}: no such file\n`,
    });
    expect(await site([folder.dir, '--out', out])).toMatchObject({
      status: 2,
      err: `tool-contract: ${folder.dir}: is a directory, not a file\n`,
    });
    expect(existsSync(out)).toBe(false);
  });

  it('exits 2 for an --out it must not or cannot write, and leaves what is there alone', async () => {
    const taken = folder.write('taken.txt', 'keep me');
    expect(await site([fixture('catalog.json'), '--out', taken])).toEqual({
      status: 2,
      out: '',
      err: `tool-contract: ${taken}: is a file; --out must name a folder\n`,
    });
    expect(readFileSync(taken, 'utf8')).toBe('keep me');
    const mine = join(folder.dir, 'mine');
    mkdirSync(mine);
    writeFileSync(join(mine, 'notes.txt'), 'keep me');
    const refused = await site([fixture('catalog.json'), '--out', mine]);
    expect(refused).toMatchObject({ status: 2, out: '' });
    expect(refused.err).toContain('holds files that are not a built site');
    expect(readdirSync(mine)).toEqual(['notes.txt']);
    const below = await site([fixture('catalog.json'), '--out', join(taken, 'site')]);
    expect(below).toEqual({
      status: 2,
      out: '',
      err: `tool-contract: ${join(taken, 'site')}: lies inside a file; --out must name a folder\n`,
    });
  });

  it('exits 2 when the installation has no built explorer, after checking the inputs, and writes nothing', async () => {
    const out = join(folder.dir, 'out');
    const result = await run(['site', fixture('catalog.json'), '--out', out], '', {}, [
      siteCommand(() => null),
    ]);
    expect(result).toEqual({
      status: 2,
      out: '',
      err: 'tool-contract: site: this installation has no built explorer (lib/app); reinstall the package\n',
    });
    expect(existsSync(out)).toBe(false);
  });

  it('lists the tools of a site by the groups its author gives with --groups, the rest under Other', async () => {
    const out = join(folder.dir, 'site');
    const groups = join(folder.dir, 'groups.json');
    writeFileSync(groups, JSON.stringify({ notes_search: 'Notes', notes_create: 'Notes', ping: 'Network' }));
    const result = await site([fixture('mcp-tools.json'), '--groups', groups, '--out', out]);
    expect(result.status, result.err).toBe(0);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const headings = [...html.matchAll(/<h2 id="group-\d+"><bdi>([^<]*)<\/bdi>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Notes', 'Network', 'Other']);
    const order = [...html.matchAll(/<a class="tool-link" href="[^"]+" dir="auto">([^<]*)<\/a>/g)].map(
      (m) => m[1],
    );
    expect(order).toEqual(['notes_create', 'notes_search', 'ping', 'notes_delete', 'fetch_page']);
  });

  it.each([
    ['an unknown tool', { nope: 'Notes' }, 'UNKNOWN_TOOL', '/nope'],
    ['a group that is no string', { ping: 3 }, 'INVALID_INPUT', '/ping'],
    ['no object', ['ping'], 'INVALID_INPUT', ''],
  ])(
    'refuses a groups file with %s, with its pointer, exit status 1 as for every input file',
    async (_label, groups, code, pointer) => {
      const file = join(folder.dir, 'groups.json');
      writeFileSync(file, JSON.stringify(groups));
      const out = join(folder.dir, 'site');
      const result = await site([
        fixture('mcp-tools.json'),
        '--groups',
        file,
        '--out',
        out,
        '--format',
        'json',
      ]);
      expect(result.status).toBe(1);
      const [problem] = JSON.parse(result.out).problems;
      expect(problem).toMatchObject({ code, path: pointer, input: 'groups', file });
      expect(existsSync(out)).toBe(false);
    },
  );

  it('is in the help with its options and its operand', async () => {
    const help = await run(['site', '--help']);
    expect(help.status).toBe(0);
    expect(help.out).toContain(
      'tool-contract site [--catalog <file>] [--examples <file>] [--descriptions <file>] [--groups <file>] [--previous <file>] [--title <text>] [--out <dir>] [--show portability] [<catalog.json>]',
    );
    expect((await run(['--help'])).out).toContain('tool-contract site ');
  });
});
