import { describe, expect, it } from 'vitest';
import { FILES_ARRAY } from '../core/fields/test-schemas.ts';
import { fieldAnchor } from './anchors.ts';
import { loadSiteCatalog } from './site-catalog.ts';
import { renderDocs, toolAnchor, type DocsInput } from './static-html.ts';

function docsOf(tools: unknown[], options: Partial<DocsInput> = {}): string {
  const site = loadSiteCatalog({ tools });
  if (!site.ok) throw new Error(site.error.message);
  const docs = renderDocs({ title: 'T', site: site.value, ...options });
  return [docs.body, ...docs.tools.map((tool) => tool.body)].join('\n');
}

/** One tool's article. */
function articleOf(html: string, name: string): string {
  const start = html.indexOf(`<article class="tool" data-tool="${name}">`);
  expect(start, name).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</article>', start));
}

/** The article of a site built from `tool` alone. */
const soleArticle = (tool: { name: string; [member: string]: unknown }) =>
  articleOf(docsOf([tool]), tool.name);

const PUSH = {
  name: 'push_files',
  inputSchema: {
    type: 'object',
    required: ['files'],
    properties: {
      mode: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      files: FILES_ARRAY,
    },
  },
};

describe('toolAnchor', () => {
  it.each([
    ['push_files', 'tool-push_files'],
    ['a.b-c', 'tool-a.b-c'],
    ['a b', 'tool-a~20~b'],
    ['"><x', 'tool-~22~~3e~~3c~x'],
    ['~', 'tool-~7e~'],
    ['도구', 'tool-~b3c4~~ad6c~'],
  ])('makes %j the id %s', (name, id) => expect(toolAnchor(name)).toBe(id));

  it('gives distinct names distinct ids, all of safe characters', () => {
    const names = ['a b', 'a~20~b', 'a_b', 'a-b', 'a.b', 'a~b', '', ' ', '\u{1F600}'];
    const ids = names.map(toolAnchor);
    expect(new Set(ids).size).toBe(names.length);
    for (const id of ids) expect(id).toMatch(/^tool-[A-Za-z0-9_.~-]*$/);
  });
});

describe('fieldAnchor', () => {
  it.each([
    [[{ kind: 'property', key: 'perPage' }], 'input', 'tool-t/perPage'],
    [
      [{ kind: 'property', key: 'labels' }, { kind: 'items' }, { kind: 'property', key: 'a' }],
      'input',
      'tool-t/labels/[]/a',
    ],
    [[{ kind: 'property', key: 'a/b' }], 'input', 'tool-t/a~2f~b'],
    [[{ kind: 'property', key: '[]' }], 'input', 'tool-t/~5b~~5d~'],
    [
      [
        { kind: 'property', key: 'x' },
        { kind: 'variant', index: 1 },
      ],
      'input',
      'tool-t/x/(2)',
    ],
    [[{ kind: 'property', key: 'n' }], 'output', 'tool-t/(result)/n'],
  ] as const)('makes %j (%s) the id %s', (steps, part, id) => {
    expect(fieldAnchor('t', steps, part)).toBe(id);
  });
});

describe('renderDocs: the overview and the tools’ pages', () => {
  const tools = [
    {
      name: 'list_issues',
      title: 'List issues',
      description: 'Lists **issues** of a repository. Pages by cursor.',
      inputSchema: {
        type: 'object',
        properties: { perPage: { type: 'integer', description: 'How *many*.' } },
      },
    },
    { name: 'a/b', description: 'Odd.', inputSchema: { type: 'object' } },
    { name: 'ping', inputSchema: { type: 'object' } },
  ];
  const site = loadSiteCatalog({ tools });
  if (!site.ok) throw new Error(site.error.message);
  const docs = renderDocs({ title: 'T', site: site.value });

  it('lists every tool on the overview as a link to its page, with its title and first sentence, and no article', () => {
    expect(docs.body).not.toContain('<article');
    expect(docs.body).toContain(
      '<li class="tool-item"><div class="tool-item-head"><a class="tool-link" href="tool-list_issues.html" dir="auto">list_issues</a> <span class="tool-item-title"><bdi>List issues</bdi></span></div><p class="tool-summary" dir="auto"><bdi>Lists issues of a repository.</bdi></p></li>',
    );
    expect(docs.body).toContain('<a class="tool-link" href="tool-2.html" dir="auto">a/b</a>');
    expect(docs.tools.map((tool) => [tool.name, tool.file, tool.description])).toEqual([
      ['list_issues', 'tool-list_issues.html', 'Lists issues of a repository.'],
      ['a/b', 'tool-2.html', 'Odd.'],
      ['ping', 'tool-ping.html', ''],
    ]);
  });

  it('gives each tool a page of its own: its link current, a way back, its article with an h1, the tools around it', () => {
    const page = docs.tools[1]!.body;
    expect(page.match(/<article /g)).toHaveLength(1);
    expect(page).toContain('<a href="tool-2.html" data-tool="a/b" aria-current="page" dir="auto">');
    expect(page.match(/aria-current/g)).toHaveLength(1);
    expect(page).toContain(
      '<nav class="breadcrumb" aria-label="Breadcrumb"><a href="./">All tools</a> <span class="crumb-sep" aria-hidden="true">/</span> <a href="./#group-1">',
    );
    expect(page).toContain('<h1 id="tool-a~2f~b" class="tool-heading">');
    expect(page).not.toMatch(/<h[3-6]/);
    const pager = page.slice(page.indexOf('<nav class="pager"'));
    expect(pager).toMatch(/rel="prev" href="tool-list_issues.html".*rel="next" href="tool-ping.html"/);
    expect(docs.tools[0]!.body).not.toContain('rel="prev"');
    expect(docs.tools[2]!.body).not.toContain('rel="next"');
  });

  it('indexes every tool and field for the search from the catalog, as plain text', () => {
    expect(docs.search.tools[0]).toEqual({
      name: 'list_issues',
      page: 'tool-list_issues.html',
      id: 'tool-list_issues',
      title: 'List issues',
      text: 'Lists issues of a repository. Pages by cursor.',
      fields: [{ path: 'perPage', id: 'tool-list_issues/perPage', name: 'perPage', text: 'How many.' }],
    });
    expect(docs.search.tools.map((tool) => tool.page)).toEqual(docs.tools.map((tool) => tool.file));
  });
});

describe('renderDocs', () => {
  it('writes the header, the navigation named Tools and the content, with no explorer chrome', () => {
    const html = docsOf([PUSH]);
    expect(
      html.startsWith('<a class="skip-link" href="#content">Skip to content</a><header class="site-header">'),
    ).toBe(true);
    expect(html).toContain(
      '<button type="button" class="nav-toggle" aria-expanded="false" aria-controls="site-nav">Tools</button>',
    );
    expect(html).toContain('<nav id="site-nav" class="site-nav" aria-label="Tools">');
    expect(html).toContain(
      '<main id="content"><h1><bdi>T</bdi></h1><p class="site-summary">1 tool in 1 group</p>',
    );
    for (const chrome of [
      'Load your own catalog',
      'Compare',
      'families',
      'docs/providers.md',
      'Portability',
      '<script',
    ])
      expect(html).not.toContain(chrome);
  });

  it('gives each tool heading the id tool-NAME and a # link to itself, linked from the navigation', () => {
    const html = docsOf([
      { name: 'get_issue', inputSchema: { type: 'object' } },
      { name: 'odd name"<', inputSchema: { type: 'object' } },
    ]);
    const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
    expect([...nav.matchAll(/<a href="(tool-[^"]+)" data-tool="/g)].map((m) => m[1])).toEqual([
      'tool-get_issue.html',
      'tool-2.html',
    ]);
    expect(html).toContain(
      '<h1 id="tool-get_issue" class="tool-heading"><a class="self-link" href="#tool-get_issue" aria-label="Link to get_issue">#</a> <bdi>get_issue</bdi></h1>',
    );
    expect(html).toContain('<h1 id="tool-odd~20~name~22~~3c~" class="tool-heading">');
  });

  it('gives each field row its own id and # link, its path in data-path, and the required mark on its first line', () => {
    const tool = soleArticle(PUSH);
    const ids = [...tool.matchAll(/<li class="field" id="([^"]+)"/g)].map((m) => m[1]);
    // required first, then the schema's order; nested rows under their parent
    expect(ids).toEqual([
      'tool-push_files/files',
      'tool-push_files/files/[]/path',
      'tool-push_files/files/[]/meta',
      'tool-push_files/files/[]/meta/mode',
      'tool-push_files/mode',
    ]);
    expect(tool).toContain(
      '<li class="field" id="tool-push_files/files/[]/path" data-path="files[].path"><div class="field-head"><a class="self-link" href="#tool-push_files/files/[]/path" aria-label="Link to files[].path">#</a> <code class="field-name" dir="auto">path</code> <code class="field-type" dir="auto">string</code> <span class="required">required</span></div>',
    );
    const mode = tool.slice(tool.indexOf('id="tool-push_files/mode"'));
    expect(mode).not.toContain('class="required"');
  });

  it('folds nested fields, the first level open and deeper levels closed', () => {
    const tool = soleArticle(PUSH);
    const folds = [...tool.matchAll(/<details class="field-children"( open)?><summary>([^<]*)<\/summary>/g)];
    expect(folds.map((m) => [Boolean(m[1]), m[2]])).toEqual([
      [true, '3 fields'],
      [false, '1 field'],
    ]);
  });

  it('reads nullable type lists, unions, maps, $refs and boolean schemas in words', () => {
    const tool = soleArticle({
      name: 'shapes',
      inputSchema: {
        type: 'object',
        properties: {
          nullable: { type: ['string', 'null'] },
          either: {
            oneOf: [
              { title: 'Circle', type: 'object', properties: { r: { type: 'number' } } },
              { title: 'Square', type: 'object', properties: { side: { type: 'number' } } },
            ],
          },
          counts: { type: 'object', additionalProperties: { type: 'integer' } },
          at: { $ref: '#/$defs/Point' },
          anything: true,
          nothing: false,
        },
        $defs: { Point: { type: 'object', properties: { x: { type: 'number' } } } },
      },
    });
    const typeOf = (path: string) => {
      const row = tool.slice(tool.indexOf(`data-path="${path}"`));
      return /<span class="field-type">(.*?)<\/span>(?: <span class="required">|<\/div>)/.exec(row)![1];
    };
    expect(typeOf('nullable')).toBe('<code dir="auto">string</code> or <code dir="auto">null</code>');
    expect(typeOf('either')).toBe('one of <code dir="auto">Circle</code>, <code dir="auto">Square</code>');
    expect(typeOf('counts')).toBe('map of string keys to <code dir="auto">integer</code>');
    expect(typeOf('at')).toBe(
      '<code dir="auto">object</code> <span class="field-ref">(defined as <code dir="auto">Point</code>)</span>',
    );
    expect(typeOf('anything')).toBe('any value');
    // a type that is one name is that name's code, with no words around it
    const side = tool.slice(tool.indexOf('id="tool-shapes/either/(2)/side"'));
    expect(side.slice(0, side.indexOf('</div>'))).toMatch(
      / <code class="field-type" dir="auto">number<\/code>$/,
    );
    expect(typeOf('nothing')).toBe('no value (always refused)');
    expect(tool).toContain('id="tool-shapes/either/(1)/r"');
    expect(tool).toContain('id="tool-shapes/either/(2)/side"');
    expect(tool).not.toMatch(/\[object Object\]|\{&#34;/);
  });

  it('writes enum and anyOf-of-const values as chips, each whole, and bounds as labelled items', () => {
    const tool = soleArticle({
      name: 'list',
      inputSchema: {
        type: 'object',
        properties: {
          state: { type: 'string', enum: ['open', 'closed'], default: 'open' },
          sort: { anyOf: [{ const: 'created' }, { const: 'updated at' }] },
          perPage: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    });
    expect(tool).toContain(
      '<ul class="chips" aria-label="Values"><li><code class="chip" dir="auto">&#34;open&#34;</code></li><li><code class="chip" dir="auto">&#34;closed&#34;</code></li></ul>',
    );
    expect(tool).toContain('<li><code class="chip" dir="auto">&#34;updated at&#34;</code></li>');
    expect(tool).toContain('<div><dt>Default</dt><dd><code dir="auto">&#34;open&#34;</code></dd></div>');
    expect(tool).toContain(
      '<dl class="field-facts"><div><dt>Minimum</dt><dd><code dir="auto">1</code></dd></div><div><dt>Maximum</dt><dd><code dir="auto">100</code></dd></div></dl>',
    );
  });

  it('renders a field description as Markdown, as a tool description is', () => {
    const tool = soleArticle({
      name: 't',
      description: 'Reads **one** thing.',
      inputSchema: {
        type: 'object',
        properties: { q: { type: 'string', description: 'A `query`, *quoted*.' } },
      },
    });
    expect(tool).toContain('Reads <strong>one</strong> thing.');
    expect(tool).toContain(
      '<div class="field-description markdown" dir="auto">A <code>query</code>, <em>quoted</em>.</div>',
    );
  });

  it('puts the fields before the examples and the raw schema in a Schema fold after both', () => {
    const tool = soleArticle({
      name: 't',
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
      outputSchema: { type: 'object', properties: { n: { type: 'integer' } } },
    });
    const order = [
      '<h2>Arguments</h2>',
      '<h2>Output</h2>',
      'aria-label="Example arguments for t"',
      'aria-label="Example result for t"',
      '<details class="schema"><summary>Schema</summary>',
      '<details class="try" data-tool="t">',
    ];
    const at = order.map((text) => tool.indexOf(text));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(tool).toContain('id="tool-t/(result)/n"');
  });

  it('marks each changed tool in the navigation and links the Changes page', () => {
    const html = docsOf(
      [
        { name: 'a', inputSchema: { type: 'object' } },
        { name: 'b', inputSchema: { type: 'object' } },
        { name: 'c', inputSchema: { type: 'object' } },
      ],
      {
        changes: {
          count: 3,
          marks: new Map([
            ['a', 'breaking'],
            ['b', 'changed'],
          ]),
        },
      },
    );
    expect(html).toContain(
      'data-tool="a" dir="auto">a</a> <span class="change-mark breaking">breaking</span></li>',
    );
    expect(html).toContain(
      'data-tool="b" dir="auto">b</a> <span class="change-mark changed">changed</span></li>',
    );
    expect(html).toContain('data-tool="c" dir="auto">c</a></li>');
    expect(html).toContain('<li class="nav-changes"><a href="changes.html">Changes (3)</a></li>');
    expect(html).toContain('<a class="header-changes" href="changes.html">Changes</a>');
  });

  it('shows the Portability of each tool only when asked', () => {
    const tools = [{ name: 't', inputSchema: { type: 'object' } }];
    expect(docsOf(tools)).not.toContain('class="portability"');
    expect(docsOf(tools, { showPortability: true })).toContain(
      '<details class="portability"><summary>Portability</summary>',
    );
  });

  it('writes every label in Korean with lang ko, and the catalog’s text as it is', () => {
    const html = docsOf(
      [
        { ...PUSH, description: 'Pushes files.' },
        { name: 'ping', inputSchema: {} },
      ],
      {
        lang: 'ko',
      },
    );
    expect(html).toContain('aria-label="도구"');
    expect(html).toContain('<nav class="breadcrumb" aria-label="현재 위치"><a href="./">모든 도구</a>');
    expect(html).toContain('<nav class="pager" aria-label="이전 도구와 다음 도구">');
    expect(html).toContain('<span class="pager-label">다음</span>');
    expect(html).toContain('<span class="required">필수</span>');
    expect(html).toContain('<h2>인수</h2>');
    expect(html).toContain('Pushes files.');
    expect(html).not.toMatch(/>(Arguments|required|Schema|Try it|Copy|All tools|Previous|Next)</);
  });

  it('gives a tool named like an object’s own member its own description, not a descriptions file’s', () => {
    const html = docsOf([
      { name: 'constructor', description: 'Builds a thing.', inputSchema: { type: 'object' } },
      { name: 'toString', description: 'Writes a thing.', inputSchema: { type: 'object' } },
    ]);
    expect(html).toContain('Builds a thing.');
    expect(html).toContain('Writes a thing.');
  });

  it('lists the hints a server stated after the fields, and none it did not state', () => {
    const html = docsOf([
      { name: 'fetch_page', inputSchema: { type: 'object' } },
      { name: 'wipe', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } },
    ]);
    expect(articleOf(html, 'fetch_page')).not.toContain('class="tool-facts"');
    const wipe = articleOf(html, 'wipe');
    expect(wipe).toContain(
      '<dl class="tool-facts"><div><dt>Hints</dt><dd><code>destructiveHint: true</code></dd></div></dl>',
    );
    expect(wipe.indexOf('class="tool-facts"')).toBeGreaterThan(wipe.indexOf('class="tool-columns"'));
  });
});
