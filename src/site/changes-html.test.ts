import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileSchema, diffCatalogs, type DiffChange } from '../core/index.ts';
import { assembleSite, prepareSite } from './build-site.ts';
import { renderChanges } from './changes-html.ts';
import { siteCommand } from '../cli/commands/site.ts';
import { run } from '../cli/test-io.ts';
import { writeStandInApp } from './test-support.ts';

const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

const OLD = {
  tools: [
    {
      name: 'search',
      description: 'Searches.',
      inputSchema: object({ query: { type: 'string', maxLength: 200 } }),
    },
    { name: 'fetch_page', description: 'Fetches a page.', inputSchema: object({ url: { type: 'string' } }) },
    { name: 'purge', description: 'Deletes everything.', inputSchema: object({}) },
  ],
};

const NEW = {
  tools: [
    {
      name: 'search',
      description: 'Searches.',
      inputSchema: object({ query: { type: 'string', maxLength: 200 }, lang: { type: 'string' } }, ['lang']),
    },
    {
      name: 'fetch_page',
      description: 'Fetches a page, fast.',
      inputSchema: object({ url: { type: 'string' } }),
    },
    { name: 'list_items', description: 'Lists items.', inputSchema: object({}) },
  ],
};

let dir: string;
let app: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'changes-test-'));
  app = writeStandInApp(dir);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, value: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

const unescape = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

function builtIndex(): string {
  const data = prepareSite({
    catalog: { file: write('tools.new.json', NEW), value: NEW },
    previous: { file: write('tools.json', OLD), value: OLD },
  });
  if (!data.ok) throw new Error(data.error.message);
  const out = join(dir, 'site');
  mkdirSync(out);
  assembleSite(app, data.value, out);
  return readFileSync(join(out, 'index.html'), 'utf8');
}

function sectionOf(html: string): string {
  const match = /<section id="changes"[\s\S]*?<\/section>/.exec(html);
  if (!match) throw new Error('no Changes section');
  return match[0];
}

describe('a site built with --previous', () => {
  it('has a folded Changes section before the docs, with its count, listed in the docs index', () => {
    const html = builtIndex();
    const section = sectionOf(html);
    const diff = diffCatalogs(OLD, NEW);
    if (!diff.ok) throw new Error('fixture diff failed');
    const count = `${diff.value.changes.length} changes, ${diff.value.breaking} breaking`;
    expect(section).toContain(
      `<summary><h2 id="changes-title">Changes since the previous version <small>${count}</small></h2></summary>`,
    );
    // the new required `lang` and the removed `purge`; `lang` itself, added to an object that declares its
    // properties, is compatible under the diff's default assumption that callers send only those
    expect(diff.value.breaking).toBe(2);
    // it stays, unmoved, when the explorer's script removes #docs: it comes before them, outside them
    expect(html.indexOf('<section id="changes"')).toBeLessThan(html.indexOf('<div id="docs"'));
    const docs = /<div id="docs"[\s\S]*?<\/main><\/div>/.exec(html)![0];
    expect(docs).not.toContain('id="changes"');
    expect(docs).toContain(`<a href="#changes">Changes</a> (${diff.value.changes.length})`);
  });

  it('lists breaking changes first, then compatible ones, then notes, each change of the diff once', () => {
    const section = sectionOf(builtIndex());
    const at = (id: string) => section.indexOf(`<h3 id="changes-${id}">`);
    expect(at('breaking')).toBeGreaterThan(-1);
    expect(at('breaking')).toBeLessThan(at('compatible'));
    expect(at('compatible')).toBeLessThan(at('notes'));
    const diff = diffCatalogs(OLD, NEW);
    if (!diff.ok) throw new Error('fixture diff failed');
    const items = section.match(/<li>/g) ?? [];
    expect(items).toHaveLength(diff.value.changes.length);
    const breakingList = section.slice(at('breaking'), at('compatible'));
    for (const change of diff.value.changes.filter((c) => c.breaking !== false))
      expect(breakingList).toContain(`<code>${change.class}</code>`);
  });

  it('shows a counterexample that the old schema accepts and the new one refuses', () => {
    const section = sectionOf(builtIndex());
    const item = /<li><a href="\?tool=search#[^"]+"><code><bdi>search<\/bdi><\/code><\/a>[\s\S]*?<\/li>/.exec(
      section,
    );
    expect(item).not.toBeNull();
    const json = /<pre><code><bdi>([\s\S]*?)<\/bdi><\/code><\/pre>/.exec(item![0])![1]!;
    const counterexample: unknown = JSON.parse(unescape(json));
    const before = compileSchema(OLD.tools[0]!.inputSchema);
    const after = compileSchema(NEW.tools[0]!.inputSchema);
    if (!before.ok || !after.ok) throw new Error('fixture schemas refused');
    expect(before.value.validate(counterexample)).toEqual([]);
    expect(after.value.validate(counterexample).length).toBeGreaterThan(0);
  });

  it('links each tool still in the catalog to an element of the page, and a removed tool to nothing', () => {
    const html = builtIndex();
    const section = sectionOf(html);
    const targets = [...section.matchAll(/href="\?tool=[^"#]*#([^"]+)"/g)].map((match) => match[1]!);
    expect(targets.length).toBeGreaterThanOrEqual(3);
    for (const id of targets) expect(html, id).toContain(`id="${id}"`);
    const linked = [...section.matchAll(/<a href="\?tool=([^"#]*)#([^"]+)"><code><bdi>([^<]+)<\/bdi>/g)];
    expect(linked).toHaveLength(targets.length);
    for (const [, tool, id, name] of linked) {
      // the address names the tool for the explorer, the fragment its section in the plain documentation
      expect(decodeURIComponent(tool!)).toBe(name);
      const heading = new RegExp(`<h3 id="${id}"><code><bdi>([^<]+)</bdi></code>`).exec(html);
      expect(heading?.[1], name).toBe(name);
    }
    expect(section).toMatch(/<li><code><bdi>purge<\/bdi><\/code> \(removed: no longer in the catalog\)/);
    expect(section).not.toContain('purge#');
  });
});

describe('renderChanges', () => {
  it('escapes catalog text and isolates each value in <bdi>', () => {
    const change: DiffChange = {
      tool: 'a<b>\u202E',
      kind: 'input',
      pointer: '/inputSchema/properties/x"y',
      class: 'property_added',
      breaking: true,
      counterexample: { '<i>': '&' },
      params: { key: '<i>' },
      message: 'Property <i> was added.',
    };
    const html = renderChanges({
      report: { callers: 'declared', breaking: 1, changes: [change] },
      anchors: new Map([['a<b>\u202E', 'g0t0']]),
      previous: 'v<1>.json',
    });
    expect(html).not.toMatch(/<b>|<i>|x"y/);
    expect(html).toContain(
      '<a href="?tool=a%3Cb%3E%E2%80%AE#g0t0"><code><bdi>a&#60;b&#62;\u202E</bdi></code></a>',
    );
    expect(html).toContain('<code><bdi>/inputSchema/properties/x&#34;y</bdi></code>');
    expect(html).toContain('<p><bdi>Property &#60;i&#62; was added.</bdi></p>');
    expect(html).toContain('Compared with <bdi>v&#60;1&#62;.json</bdi>.');
    expect(html).toContain('&#34;&#60;i&#62;&#34;: &#34;&#38;&#34;');
  });

  it('says so when nothing changed', () => {
    const html = renderChanges({
      report: { callers: 'declared', breaking: 0, changes: [] },
      anchors: new Map(),
      previous: 'v1.json',
    });
    expect(html).toContain('<small>0 changes, 0 breaking</small>');
    expect(html).toContain('<p>No tool changed.</p>');
  });
});

describe('tool-contract site --previous', () => {
  const site = (argv: string[]) => run(['site', ...argv], '', {}, [siteCommand(() => app)]);

  it.each([
    ['text that is not JSON', '{"tools": [', 'INVALID_JSON', ''],
    [
      'a catalog with a defect',
      [{ name: 'Bad', family: 'x', effect: 'read', enabled: true, fields: {} }],
      'INVALID_LABEL',
      '/0/name',
    ],
  ])(
    'refuses %s as the previous version with exit 1, one located line, and writes nothing',
    async (_, value, code, path) => {
      const previous = write('old.json', value);
      const out = join(dir, 'out');
      const result = await site(['--catalog', write('new.json', NEW), '--previous', previous, '--out', out]);
      expect(result.status).toBe(1);
      const at = path === '' ? previous : `${previous}#${path}`;
      expect(result.out).toContain(`  ${code} ${at}: `);
      expect(existsSync(out)).toBe(false);
      expect(readdirSync(dir).filter((name) => name.startsWith('.site-'))).toEqual([]);
    },
  );

  it('refuses a previous version that cannot be read with exit 2, and writes nothing', async () => {
    const out = join(dir, 'out');
    const result = await site([
      '--catalog',
      write('new.json', NEW),
      '--previous',
      join(dir, 'absent.json'),
      '--out',
      out,
    ]);
    expect(result.status).toBe(2);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses --previous without a value as a usage error (exit 2)', async () => {
    const result = await site(['--previous']);
    expect(result.status).toBe(2);
    expect(result.err).toContain('--previous');
  });

  it('says how many changes the site lists, and how many break callers', async () => {
    const out = join(dir, 'out');
    const result = await site([
      '--catalog',
      write('new.json', NEW),
      '--previous',
      write('old.json', OLD),
      '--out',
      out,
    ]);
    expect(result.status).toBe(0);
    const report = diffCatalogs(OLD, NEW);
    if (!report.ok) throw new Error('the diff failed');
    const { changes, breaking } = report.value;
    expect(result.out).toContain(`, ${changes.length} change(s) (${breaking} breaking) -> ${out}`);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('id="changes"');
  });
});
