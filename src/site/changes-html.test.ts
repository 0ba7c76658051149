import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSchema, diffCatalogs, type DiffChange } from '../core/index.ts';
import { assembleSite } from './build-site.ts';
import { changeTarget, renderChanges } from './changes-html.ts';
import { siteWords } from './site-strings.ts';
import { siteCommand } from '../cli/commands/site.ts';
import { run } from '../cli/test-io.ts';
import { preparedSite, siteFolderPerTest, stagingFoldersIn, unescapeHtml } from './test-support.ts';

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

const temp = siteFolderPerTest();
const { write } = temp;

/** The built site's pages: the overview, the Changes page, and any page by its file name. */
function builtPages(): { index: string; changes: string; read: (file: string) => string } {
  const data = preparedSite({
    catalog: { file: write('tools.new.json', NEW), value: NEW },
    previous: { file: write('tools.json', OLD), value: OLD },
  });
  const out = join(temp.dir, 'site');
  mkdirSync(out);
  assembleSite(temp.app, data, out);
  const read = (file: string) => readFileSync(join(out, file), 'utf8');
  return { index: read('index.html'), changes: read('changes.html'), read };
}

function mainOf(html: string): string {
  const match = /<main id="content" class="changes-page">[\s\S]*?<\/main>/.exec(html);
  if (!match) throw new Error('no Changes page');
  return match[0];
}

const NAV = (marks = new Map<string, 'breaking' | 'changed'>()) => ({
  title: 'T',
  groups: [{ name: 'Other', tools: ['a<b>\u202E'] }],
  words: siteWords('en'),
  marks,
  changes: 1,
  pages: new Map([['a<b>\u202E', 'tool-1.html']]),
});

describe('a site built with --previous', () => {
  it('writes changes.html with its count, linked from the header and the navigation of both pages', () => {
    const { index, changes } = builtPages();
    const diff = diffCatalogs(OLD, NEW);
    if (!diff.ok) throw new Error('fixture diff failed');
    // the new required `lang` and the removed `purge`; `lang` itself, added to an object that declares its
    // properties, is compatible under the diff's default assumption that callers send only those
    expect(diff.value.breaking).toBe(2);
    const count = `${diff.value.changes.length} changes, 2 breaking`;
    expect(mainOf(changes)).toContain(
      `<h1>Changes since the previous version</h1><p class="site-summary">${count}.`,
    );
    for (const page of [index, changes]) {
      expect(page).toContain(`<li class="nav-changes"><a href="changes.html"`);
      expect(page).toContain(`>Changes (${diff.value.changes.length})</a></li>`);
      expect(page).toContain('<a class="header-changes" href="changes.html"');
    }
    expect(changes).toContain('<a class="header-changes" href="changes.html" aria-current="page">');
    expect(index).not.toContain('changes-page');
    // the navigation marks the changed tools, and so does the overview's list; every link leads to the tool's page
    expect(index).toContain(
      'data-tool="search" dir="auto">search</a> <span class="change-mark breaking">breaking</span>',
    );
    expect(index).toContain(
      'data-tool="fetch_page" dir="auto">fetch_page</a> <span class="change-mark changed">changed</span>',
    );
    expect(index).toContain(
      '<a class="tool-link" href="tool-search.html" dir="auto">search</a> <span class="change-mark breaking">breaking</span>',
    );
    expect(changes).toContain('<a href="tool-search.html" data-tool="search" dir="auto">');
  });

  it('lists breaking changes first, open, then compatible ones, then notes, each change of the diff once', () => {
    const page = mainOf(builtPages().changes);
    const at = (id: string) => page.indexOf(`<h2 id="changes-${id}">`);
    expect(at('breaking')).toBeGreaterThan(-1);
    expect(at('breaking')).toBeLessThan(at('compatible'));
    expect(at('compatible')).toBeLessThan(at('notes'));
    expect(page).toContain(
      '<section class="change-group breaking" aria-labelledby="changes-breaking"><details open>',
    );
    expect(page).toContain(
      '<section class="change-group compatible" aria-labelledby="changes-compatible"><details>',
    );
    const diff = diffCatalogs(OLD, NEW);
    if (!diff.ok) throw new Error('fixture diff failed');
    expect(page.match(/<li class="change">/g)).toHaveLength(diff.value.changes.length);
    const breakingList = page.slice(at('breaking'), at('compatible'));
    for (const change of diff.value.changes.filter((c) => c.breaking !== false))
      expect(breakingList).toContain(`<code>${change.class}</code>`);
  });

  it('shows a counterexample that the old schema accepts and the new one refuses', () => {
    const page = mainOf(builtPages().changes);
    const item =
      /<li class="change"><p class="change-facts"><a href="tool-search.html#[^"]+"><code><bdi>search<\/bdi><\/code><\/a>[\s\S]*?<\/li>/.exec(
        page,
      );
    expect(item).not.toBeNull();
    const json = /<pre tabindex="0"><code>([\s\S]*?)<\/code><\/pre>/.exec(item![0])![1]!;
    const counterexample: unknown = JSON.parse(unescapeHtml(json));
    const before = compileSchema(OLD.tools[0]!.inputSchema);
    const after = compileSchema(NEW.tools[0]!.inputSchema);
    if (!before.ok || !after.ok) throw new Error('fixture schemas refused');
    expect(before.value.validate(counterexample)).toEqual([]);
    expect(after.value.validate(counterexample).length).toBeGreaterThan(0);
  });

  it('links each change of a tool still in the catalog to its field or heading on the tool’s page, a removed tool to nothing', () => {
    const { changes, read } = builtPages();
    const page = mainOf(changes);
    const linked = [...page.matchAll(/<a href="([^"#]+)#([^"]+)"><code><bdi>([^<]+)<\/bdi>/g)];
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const [, file, id, name] of linked) {
      expect(file).toBe(`tool-${name}.html`);
      expect(read(file!), id).toContain(`id="${id}"`);
      expect(id!.startsWith(`tool-${name}`)).toBe(true);
    }
    // the new required field is linked at its own row
    expect(linked.map(([, , id]) => id)).toContain('tool-search/lang');
    expect(page).toMatch(
      /<code><bdi>purge<\/bdi><\/code> <span class="note">\(removed: no longer in the catalog\)/,
    );
    expect(page).not.toContain('#tool-purge');
  });
});

describe('changeTarget', () => {
  const ids = new Set(['tool-t/a', 'tool-t/a/[]/b', 'tool-t/(result)/n']);
  it.each([
    ['/inputSchema/properties/a/items/properties/b/maximum', 'tool-t/a/[]/b'],
    ['/inputSchema/properties/a/minItems', 'tool-t/a'],
    ['/inputSchema/properties/gone', 'tool-t'],
    ['/outputSchema/properties/n/type', 'tool-t/(result)/n'],
    ['/description', 'tool-t'],
    ['', 'tool-t'],
  ])('links %s to #%s', (pointer, id) => {
    expect(changeTarget({ tool: 't', pointer }, ids)).toBe(id);
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
      nav: NAV(),
      fieldIds: new Set(),
      previous: 'v<1>.json',
      lang: 'en',
    });
    expect(html).not.toMatch(/<b>|<i>|x"y/);
    expect(html).toContain(
      '<a href="tool-1.html#tool-a~3c~b~3e~~202e~"><code><bdi>a&#60;b&#62;\u202E\u202C</bdi></code></a>',
    );
    expect(html).toContain('<code><bdi>/inputSchema/properties/x&#34;y</bdi></code>');
    expect(html).toContain('<p><bdi>Property &#60;i&#62; was added.</bdi></p>');
    expect(html).toContain('Compared with <bdi>v&#60;1&#62;.json</bdi>.');
    expect(html).toContain('"&#60;i&#62;": "&#38;"');
  });

  it('says so when nothing changed', () => {
    const html = renderChanges({
      report: { callers: 'declared', breaking: 0, changes: [] },
      nav: NAV(),
      fieldIds: new Set(),
      previous: 'v1.json',
      lang: 'en',
    });
    expect(html).toContain('<p class="site-summary">0 changes, 0 breaking.');
    expect(html).toContain('<p>No tool changed.</p>');
  });

  it('writes its labels in Korean with lang ko', () => {
    const html = renderChanges({
      report: { callers: 'declared', breaking: 0, changes: [] },
      nav: { ...NAV(), words: siteWords('ko') },
      fieldIds: new Set(),
      previous: 'v1.json',
      lang: 'ko',
    });
    expect(html).toContain('<h1>이전 버전 이후 변경 사항</h1>');
    expect(html).toContain('<p>바뀐 도구가 없습니다.</p>');
  });
});

describe('tool-contract site --previous', () => {
  const site = (argv: string[]) => run(['site', ...argv], '', {}, [siteCommand(() => temp.app)]);

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
      const out = join(temp.dir, 'out');
      const result = await site(['--catalog', write('new.json', NEW), '--previous', previous, '--out', out]);
      expect(result.status).toBe(1);
      const at = path === '' ? previous : `${previous}#${path}`;
      expect(result.out).toContain(`  ${code} ${at}: `);
      expect(existsSync(out)).toBe(false);
      expect(stagingFoldersIn(temp.dir)).toEqual([]);
    },
  );

  it('refuses a previous version that cannot be read with exit 2, and writes nothing', async () => {
    const out = join(temp.dir, 'out');
    const result = await site([
      '--catalog',
      write('new.json', NEW),
      '--previous',
      join(temp.dir, 'absent.json'),
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
    const out = join(temp.dir, 'out');
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
    expect(readFileSync(join(out, 'changes.html'), 'utf8')).toContain(
      '<main id="content" class="changes-page">',
    );
  });
});
