import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRecords, loadCatalog, replay, type CallRecord, type RecordsManifest } from '../core/index.ts';
import { BYTE_COUNTER } from '../core/budget/test-support.ts';
import { largestCatalog } from '../../scripts/bench/catalog.ts';
import { RECORDS_DIR } from '../../scripts/generate-records.ts';
import { sharedData } from '../../scripts/shared-data.ts';
import { assembleSite, checkOut, prepareSite, sha256, writeSite, type SiteData } from './build-site.ts';
import { siteCommand } from '../cli/commands/site.ts';
import { run } from '../cli/test-io.ts';
import { escapeHtml } from './static-html.ts';
import {
  allBodies,
  preparedSite,
  readInput,
  siteFolderPerTest,
  siteInputsOf,
  stagingFoldersIn,
  unescapeHtml,
  type SitePaths,
} from './test-support.ts';

const FIXTURES = new URL('../../scripts/site/fixtures/', import.meta.url).pathname;
const fixture = (name: string) => join(FIXTURES, name);
const temp = siteFolderPerTest();
const { write } = temp;

/** The site the files `paths` names make, or the error that refuses them, as the command line reads them. */
const prepare = (paths: SitePaths) => prepareSite(siteInputsOf(paths));
const prepared = (paths: SitePaths): SiteData => preparedSite(siteInputsOf(paths));

function manifestOf(records: Map<string, string>): RecordsManifest {
  return JSON.parse(records.get('manifest.json')!) as RecordsManifest;
}

describe('prepareSite', () => {
  it('without flags builds the synthetic records, byte for byte the committed ones', () => {
    const site = prepare({});
    expect(site.ok).toBe(true);
    if (!site.ok) return;
    expect(site.value.records).toEqual(buildRecords(sha256));
    for (const [file, text] of site.value.records)
      expect(readFileSync(join(RECORDS_DIR, file), 'utf8')).toBe(text);
    expect(site.value.title).toBe('Tool Contract Explorer');
  });

  it('computes each example outcome with the core and hashes every file into the manifest', () => {
    const { records } = prepared({
      catalog: fixture('catalog.json'),
      examples: fixture('examples.json'),
      descriptions: fixture('descriptions.json'),
    });
    const manifest = manifestOf(records);
    const loaded = loadCatalog(JSON.parse(readFileSync(fixture('catalog.json'), 'utf8')));
    if (!loaded.ok) throw new Error('fixture catalog refused');
    expect(manifest.records.map((r) => r.id)).toEqual(['weather-family', 'too-long-city', 'hidden-tool']);
    for (const entry of [manifest.catalog, manifest.descriptions!, ...manifest.records]) {
      expect(sha256(records.get(entry.file)!), entry.file).toBe(entry.sha256);
    }
    for (const entry of manifest.records) {
      const record = JSON.parse(records.get(entry.file)!) as CallRecord;
      expect(record.outcome).toEqual(replay(record, loaded.value));
    }
    const refused = JSON.parse(records.get('too-long-city.json')!) as CallRecord;
    expect(refused.outcome).toMatchObject({ ok: false, path: '/city' });
    // a scalar catalog names nothing: the site is titled by its kind, never by the file's name
    expect(manifest.title).toBe('Tool catalog');
  });

  it('gives a catalog without an examples file no records, not the synthetic ones', () => {
    const site = prepared({ catalog: fixture('catalog.json'), title: 'Weather' });
    expect(manifestOf(site.records).records).toEqual([]);
    expect(manifestOf(site.records).descriptions).toBeUndefined();
    expect(manifestOf(site.records).title).toBe('Weather');
  });

  it.each([
    ['a scalar catalog', 'catalog.json', 'Tool catalog'],
    ['an MCP list', 'mcp-tools.json', 'MCP tools'],
  ])('titles %s given an empty title by its own kind, never by its file name', (_, file, title) => {
    const site = prepared({ catalog: fixture(file), title: '' });
    expect(site.title).toBe(title);
    expect(manifestOf(site.records).title).toBe(title);
  });

  it('titles a snapshot by its server’s name and version unless --title says otherwise', () => {
    const tools = [{ name: 'ping', inputSchema: { type: 'object' } }];
    const server = (name: unknown, version: unknown) => ({
      tools,
      snapshot: {
        server: { name, version },
        protocolVersion: null,
        transport: { kind: 'stdio', command: 'x', args: [] },
      },
    });
    expect(
      prepared({ catalog: write('a.json', JSON.stringify(server('github-mcp-server', '0.9.1'))) }).title,
    ).toBe('github-mcp-server 0.9.1');
    expect(prepared({ catalog: write('b.json', JSON.stringify(server('notes', null))) }).title).toBe('notes');
    expect(prepared({ catalog: write('c.json', JSON.stringify(server(null, '1.0'))) }).title).toBe(
      'MCP tools',
    );
    const given = prepared({ catalog: write('d.json', JSON.stringify(server('x', '1'))), title: 'Mine' });
    expect(given.title).toBe('Mine');
    expect(given.pages.get('index.html')!.title).toBe('Mine');
    // a tool's page is titled by the tool and the site, and described by the tool's first sentence
    const mcp = prepared({ catalog: fixture('mcp-tools.json'), title: 'Notes' });
    expect(mcp.pages.get('tool-notes_create.html')).toMatchObject({
      title: 'notes_create · Notes',
      description: 'Creates a note with a title and a body, and returns its id.',
    });
    const index = JSON.parse(mcp.files.get('search-index.json')!) as { tools: { name: string }[] };
    expect(index.tools.map((tool) => tool.name)).toContain('notes_create');
  });

  it('marks an MCP tools/list catalog in the manifest and writes it unchanged', () => {
    const site = prepared({ catalog: fixture('mcp-tools.json') });
    const manifest = manifestOf(site.records);
    expect(manifest.catalog.kind).toBe('mcp');
    const text = readFileSync(fixture('mcp-tools.json'), 'utf8');
    expect(JSON.parse(site.records.get('catalog.json')!)).toEqual(JSON.parse(text));
  });

  it('builds a list with null annotations and a defective tool: every tool documented, the defect marked', () => {
    const list = {
      tools: [
        { name: 'fine', annotations: null, inputSchema: { type: 'object' } },
        { name: 'broken', description: 7, annotations: null, inputSchema: { type: 'object' } },
      ],
    };
    const site = prepared({ catalog: write('defect.json', JSON.stringify(list)) });
    const docs = allBodies(site.pages);
    expect(docs.match(/<article class="tool"/g)).toHaveLength(2);
    expect(docs).toContain(
      '<div><dt>Not checked</dt><dd>Its arguments cannot be checked: INVALID_TOOL at /description.</dd></div>',
    );
  });

  it('documents an outputSchema in an Output section, and a malformed one without losing the arguments', () => {
    const output = {
      type: 'object',
      properties: { n: { type: 'integer', description: 'Count' } },
      required: ['n'],
    };
    const list = {
      tools: [
        {
          name: 'count',
          inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
          outputSchema: output,
        },
        {
          name: 'broken',
          inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
          outputSchema: { $ref: '#/none' },
        },
        { name: 'plain', inputSchema: { type: 'object' } },
      ],
    };
    const site = prepared({ catalog: write('output.json', JSON.stringify(list)) });
    const [count, broken, plain] = allBodies(site.pages).split('<article ').slice(1);
    expect(count).toContain(
      '<h2>Output</h2><ul class="fields"><li class="field" id="tool-count/(result)/n" data-path="n">',
    );
    expect(count).toContain(
      '<span class="required">required</span></div><div class="field-description markdown" dir="auto">Count</div>',
    );
    expect(count).toContain('aria-label="Example result for count"');
    expect(broken).toContain('id="tool-broken/q"');
    expect(broken).toContain('Its results cannot be checked: UNRESOLVED_REF at /$ref.');
    expect(broken).not.toContain('aria-label="Example result');
    expect(plain).not.toContain('<h2>Output</h2>');
  });

  it('puts the scan near the top and each tool’s findings beside it, and with a tokenizer the bill too, folded per tool', () => {
    const without = prepareSite({ catalog: readInput(fixture('mcp-tools.json')) });
    const withBill = prepareSite({ catalog: readInput(fixture('mcp-tools.json')), counter: BYTE_COUNTER });
    if (!without.ok || !withBill.ok) throw new Error('the fixture did not build');
    const plain = allBodies(without.value.pages);
    const billed = allBodies(withBill.value.pages);
    for (const body of [plain, billed]) {
      const main = body.slice(body.indexOf('<main'));
      expect(main.indexOf('<section class="catalog-trust"')).toBeLessThan(
        main.indexOf('<section class="group"'),
      );
    }
    expect(plain).not.toContain('class="catalog-bill"');
    expect(plain).not.toContain('<details class="bill">');
    const main = billed.slice(billed.indexOf('<main'));
    expect(main.indexOf('<section class="catalog-bill"')).toBeLessThan(
      main.indexOf('<section class="group"'),
    );
    const tool = billed.slice(billed.indexOf('<article class="tool" data-tool="ping">'));
    expect(tool.slice(0, tool.indexOf('</article>'))).toMatch(
      /<\/details><details class="bill tool-bill"><summary>Token cost<\/summary><p class="bill-counts">/,
    );
  });

  it.each([1, 1000])('builds a catalog of %i tools × 30 fields', (count) => {
    const file = write('large.json', JSON.stringify(largestCatalog().slice(0, count)));
    const site = prepared({ catalog: file });
    expect(site.site.catalog.tools).toHaveLength(count);
    const docs = allBodies(site.pages);
    expect(docs.match(/<article class="tool"/g)).toHaveLength(count);
    expect(docs.match(/<li class="field" id="/g)).toHaveLength(count * 30);
  });
});

const COUNT_LIST = {
  tools: [
    {
      name: 'count_rows',
      inputSchema: { type: 'object', properties: { table: { type: 'string' } } },
      outputSchema: { type: 'object', properties: { n: { type: 'integer', minimum: 0 } }, required: ['n'] },
    },
  ],
};
const countCall = { op: 'call_tool', name: 'count_rows', arguments: { table: 'notes' } };

/** A site of the one-tool MCP list above with these examples. */
function mcpSite(examples: unknown[]): { catalog: string; examples: string } {
  return {
    catalog: write('count.json', JSON.stringify(COUNT_LIST)),
    examples: write('count-examples.json', JSON.stringify(examples)),
  };
}

describe('MCP examples with recorded results', () => {
  it('checks each recorded result at build time and shows the author’s arguments and conforming result as the tool’s examples', () => {
    const site = prepared(
      mcpSite([
        {
          id: 'ok',
          title: { en: 'Counts notes', ko: '노트 세기' },
          call: countCall,
          result: { content: [], structuredContent: { n: 3 } },
        },
        {
          id: 'err',
          title: 'No such table',
          call: countCall,
          result: { content: [{ type: 'text', text: 'no' }], isError: true },
        },
        { id: 'plain', title: 'Without a result', call: countCall },
      ]),
    );
    const tool = allBodies(site.pages);
    const region = (label: string) => {
      const start = tool.indexOf(`<section class="example" aria-label="${label}">`);
      expect(start, label).toBeGreaterThan(-1);
      return tool.slice(start, tool.indexOf('</section>', start));
    };
    // the first example's arguments, and the first conforming result's structuredContent, are the author's
    const args = region('Example arguments for count_rows');
    expect(args).toContain('From the author');
    expect(args).toContain('<code>{\n  "table": "notes"\n}</code>');
    const result = region('Example result for count_rows');
    expect(result).toContain('From the author');
    expect(result).toContain('<code>{\n  "n": 3\n}</code>');
  });

  it('hands the page the examples with their recorded verdicts in examples.json, hashed in the manifest', () => {
    const result = { content: [], structuredContent: { n: 3 } };
    const site = prepared(
      mcpSite([
        { id: 'ok', title: 'Counts notes', call: countCall, result },
        { id: 'plain', title: { en: 'Without a result', ko: '결과 없음' }, call: countCall },
      ]),
    );
    const text = site.records.get('examples.json')!;
    expect(manifestOf(site.records).examples).toEqual({ file: 'examples.json', sha256: sha256(text) });
    expect(manifestOf(site.records).records).toEqual([]);
    expect(JSON.parse(text)).toEqual([
      {
        id: 'ok',
        title: { en: 'Counts notes', ko: 'Counts notes' },
        call: countCall,
        result,
        verdict: 'conforms',
      },
      { id: 'plain', title: { en: 'Without a result', ko: '결과 없음' }, call: countCall },
    ]);
  });

  it('writes no examples file for an MCP site built without examples', () => {
    const site = prepared({ catalog: write('count.json', JSON.stringify(COUNT_LIST)) });
    expect(site.records.has('examples.json')).toBe(false);
    expect(manifestOf(site.records)).not.toHaveProperty('examples');
  });
});

describe('bad input stops the build with code, pointer, file and sentence', () => {
  const catalog = () => fixture('catalog.json');
  const cases: [string, () => SitePaths, { code: string; path: string }][] = [
    [
      'a catalog defect',
      () => ({
        catalog: write(
          'bad.json',
          JSON.stringify([
            {
              name: 'x',
              family: 'f',
              effect: 'read',
              enabled: true,
              fields: { a: { type: 'float', required: true, max_length: 1 } },
            },
          ]),
        ),
      }),
      { code: 'INVALID_SPEC', path: '/0/fields/a/type' },
    ],
    [
      'an example naming an unknown tool',
      () => ({
        catalog: catalog(),
        examples: write(
          'ex.json',
          JSON.stringify([
            { id: 'a', title: 'A', call: { op: 'validate_arguments', name: 'nope', arguments: {} } },
          ]),
        ),
      }),
      { code: 'UNKNOWN_TOOL', path: '/0/call/name' },
    ],
    [
      'descriptions naming a missing tool',
      () => ({
        catalog: catalog(),
        descriptions: write('d.json', JSON.stringify({ get_weather: { en: 'x' }, gone: { en: 'y' } })),
      }),
      { code: 'UNKNOWN_TOOL', path: '/gone' },
    ],
    [
      'descriptions naming a missing field',
      () => ({
        catalog: catalog(),
        descriptions: write('d.json', JSON.stringify({ get_weather: { fields: { town: { en: 'y' } } } })),
      }),
      { code: 'INVALID_ARGUMENT_KEYS', path: '/get_weather/fields/town' },
    ],
    [
      'scalar examples given to an MCP catalog',
      () => ({ catalog: fixture('mcp-tools.json'), examples: fixture('examples.json') }),
      { code: 'INVALID_INPUT', path: '/0/call' },
    ],
    [
      'an MCP example whose recorded result breaks the outputSchema',
      () =>
        mcpSite([
          { id: 'a', title: 'A', call: countCall, result: { content: [], structuredContent: { n: -1 } } },
        ]),
      { code: 'INVALID_STRUCTURED_CONTENT', path: '/0/result/structuredContent/n' },
    ],
    [
      'an MCP example whose successful result has no structuredContent',
      () => mcpSite([{ id: 'a', title: 'A', call: countCall, result: { content: [] } }]),
      { code: 'MISSING_STRUCTURED_CONTENT', path: '/0/result' },
    ],
    [
      'an MCP example whose result is not a tool result',
      () =>
        mcpSite([
          { id: 'a', title: 'A', call: countCall, result: { content: 'x', structuredContent: { n: 1 } } },
        ]),
      { code: 'INVALID_TOOL_RESULT', path: '/0/result/content' },
    ],
    [
      'an MCP example whose arguments break the inputSchema',
      () => mcpSite([{ id: 'a', title: 'A', call: { ...countCall, arguments: { table: 7 } } }]),
      { code: 'INVALID_ARGUMENTS', path: '/0/call/arguments/table' },
    ],
    [
      'an MCP example naming an unknown tool',
      () => mcpSite([{ id: 'a', title: 'A', call: { ...countCall, name: 'gone' } }]),
      { code: 'UNKNOWN_TOOL', path: '/0/call/name' },
    ],
    [
      'two examples with one id',
      () => ({
        catalog: catalog(),
        examples: write(
          'ex.json',
          JSON.stringify([
            { id: 'a', title: 'A', call: { op: 'discover', family: 'all' } },
            { id: 'a', title: 'B', call: { op: 'discover', family: 'all' } },
          ]),
        ),
      }),
      { code: 'INVALID_INPUT', path: '/1/id' },
    ],
    [
      'an example id that would overwrite the manifest',
      () => ({
        catalog: catalog(),
        examples: write(
          'ex.json',
          JSON.stringify([{ id: 'manifest', title: 'A', call: { op: 'discover', family: 'all' } }]),
        ),
      }),
      { code: 'INVALID_INPUT', path: '/0/id' },
    ],
  ];

  it.each(cases)('%s', (_, options, expected) => {
    const input = options();
    const result = prepare(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject(expected);
    const [name, file] = input.descriptions
      ? ['descriptions', input.descriptions]
      : input.examples
        ? ['examples', input.examples]
        : ['catalog', input.catalog];
    expect(result.error).toMatchObject({ input: name, file });
    expect(result.error.message).toMatch(/^[A-Z"].*\.$/);
  });

  it.each(cases)(
    '%s: tool-contract site exits 1 with the located problem and writes nothing to --out',
    async (_, options, expected) => {
      const input = options();
      const out = join(temp.dir, 'out');
      const flags = Object.entries(input).flatMap(([flag, value]) => [`--${flag}`, value as string]);
      const result = await run(['site', ...flags, '--out', out], '', {}, [siteCommand(() => temp.app)]);
      expect(result.status).toBe(1);
      expect(result.err).toBe('');
      const file = input.descriptions ?? input.examples ?? input.catalog!;
      const at = expected.path === '' ? file : `${file}#${expected.path}`;
      expect(result.out).toMatch(
        new RegExp(
          `^${escapeRegExp(file)}: refused; no site was written\n  ${expected.code} ${escapeRegExp(at)}: [A-Z"].*\\.\n$`,
        ),
      );
      expect(existsSync(out)).toBe(false);
      expect(stagingFoldersIn(temp.dir)).toEqual([]);
    },
  );
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('checkOut', () => {
  it('takes a folder that does not exist yet, an empty one, or one holding a built site, as an absolute path', () => {
    expect(checkOut(join(temp.dir, 'new'))).toEqual({ ok: true, value: join(temp.dir, 'new') });
    mkdirSync(join(temp.dir, 'empty'));
    expect(checkOut(join(temp.dir, 'empty'))).toEqual({ ok: true, value: join(temp.dir, 'empty') });
    mkdirSync(join(temp.dir, 'old', 'records'), { recursive: true });
    writeFileSync(join(temp.dir, 'old', 'records', 'manifest.json'), '{}');
    expect(checkOut(join(temp.dir, 'old'))).toEqual({ ok: true, value: join(temp.dir, 'old') });
  });

  it('refuses an --out that names a file or lies inside one, and a folder holding files that are not a built site', () => {
    expect(checkOut(write('taken.txt', 'keep me'))).toEqual({ ok: false, error: 'is_file' });
    expect(checkOut(join(temp.dir, 'taken.txt', 'a', 'b'))).toEqual({ ok: false, error: 'under_file' });
    mkdirSync(join(temp.dir, 'mine'));
    writeFileSync(join(temp.dir, 'mine', 'notes.txt'), 'keep me');
    expect(checkOut(join(temp.dir, 'mine'))).toEqual({ ok: false, error: 'not_a_site' });
  });
});

describe('writeSite', () => {
  it('moves a finished site into --out, replacing a site built there before', () => {
    const out = join(temp.dir, 'site');
    expect(writeSite(temp.app, prepared({ catalog: fixture('catalog.json') }), out)).toBeNull();
    const mcp = prepared({ catalog: fixture('mcp-tools.json'), title: 'Notes & <tools>' });
    expect(writeSite(temp.app, mcp, out)).toBeNull();
    // the explorer's own page is not part of a site: its index.html is the site's overview, beside a page
    // per tool and the search's index; nothing of the site built there before stays
    expect(readdirSync(out).sort()).toEqual([
      'assets',
      'index.html',
      'records',
      'search-index.json',
      ...['fetch_page', 'notes_create', 'notes_delete', 'notes_search', 'ping'].map(
        (name) => `tool-${name}.html`,
      ),
    ]);
    expect(readFileSync(join(out, 'records', 'catalog.json'), 'utf8')).toBe(mcp.records.get('catalog.json'));
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<title>Notes &#38; &#60;tools&#62;</title>');
    expect(html).toContain(
      '<meta name="description" content="Documentation of 5 tools: fields, examples and changes." />',
    );
    expect(html).toContain('<html lang="en">');
    // catalog text is escaped, never markup: the fixture's description holds a <b> tag
    expect(html).toContain('returns it as text &#60;b&#62;without&#60;/b&#62;');
    expect(html).not.toMatch(/<script(?![^>]*src=)|style="/);
    expect(html).not.toContain('<!--site-body-->');
    expect(html).not.toContain('<div id="app">');
    expect(html.indexOf('<a class="skip-link"')).toBeGreaterThan(html.indexOf('<body>'));
    expect(stagingFoldersIn(temp.dir)).toEqual([]);
  });

  it('returns the error code of a folder it cannot write, and leaves no staging folder behind', () => {
    const blocker = write('blocker', 'a file where a folder should be');
    expect(writeSite(temp.app, prepared({ catalog: fixture('catalog.json') }), join(blocker, 'site'))).toBe(
      'EEXIST',
    );
    expect(stagingFoldersIn(temp.dir)).toEqual([]);
  });
});

const corpus = sharedData('sites built from the real MCP corpus', 'mcp-real');
describe.skipIf(!corpus)('sites built from the real MCP corpus', () => {
  const folder = corpus ?? '';
  const files = corpus ? readdirSync(folder).filter((name) => name.endsWith('.json')) : [];

  it.each(files)('builds a site for %s', (name) => {
    const site = prepared({ catalog: join(folder, name) });
    const out = join(temp.dir, 'site');
    assembleSite(temp.app, site, out);
    const count = (JSON.parse(readFileSync(join(folder, name), 'utf8')) as { tools: unknown[] }).tools.length;
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).not.toContain('<article');
    expect(readdirSync(out).filter((file) => /^tool-.+\.html$/.test(file))).toHaveLength(count);
    expect(manifestOf(site.records).catalog.kind).toBe('mcp');
    for (const tool of site.site.tools.tools) {
      // the navigation's link leads to a page holding this tool's article and no other
      const link = new RegExp(`<a href="([^"]+)" data-tool="${escapeRegExp(escapeHtml(tool.name))}"`).exec(
        index,
      );
      const html = readFileSync(join(out, link![1]!), 'utf8');
      expect([...html.matchAll(/<article class="tool" data-tool="([^"]*)"/g)].map((m) => m[1])).toEqual([
        escapeHtml(tool.name),
      ]);
      // every example shown is one the tool's own check accepts
      const start = html.indexOf(`aria-label="Example arguments for ${escapeHtml(tool.name)}"`);
      const code = /<pre tabindex="0"><code>([\s\S]*?)<\/code>/.exec(html.slice(start))![1]!;
      expect(tool.check(JSON.parse(unescapeHtml(code))).ok, `${name} ${tool.name}`).toBe(true);
    }
  });

  it('gives every tool with an outputSchema an Output list with a row per output field', () => {
    let documented = 0;
    for (const name of files) {
      const tools = (JSON.parse(readFileSync(join(folder, name), 'utf8')) as { tools: McpEntry[] }).tools;
      const site = prepared({ catalog: join(folder, name) });
      const html = allBodies(site.pages);
      for (const tool of tools) {
        const start = html.indexOf(`<article class="tool" data-tool="${escapeHtml(tool.name)}">`);
        expect(start, `${name} ${tool.name}`).toBeGreaterThan(-1);
        const article = html.slice(start, html.indexOf('</article>', start));
        if (tool.outputSchema === undefined) {
          expect(article).not.toContain('<h2>Output</h2>');
          continue;
        }
        documented++;
        const output = article.slice(article.indexOf('<h2>Output</h2>'));
        for (const field of Object.keys(tool.outputSchema.properties ?? {}))
          expect(output).toContain(`<code class="field-name" dir="auto">${escapeHtml(field)}</code>`);
      }
    }
    console.log(`sites from mcp-real: ${documented} tools documented with an Output list`);
    expect(documented).toBeGreaterThan(0);
  });
});

interface McpEntry {
  name: string;
  outputSchema?: { properties?: Record<string, unknown> };
}
