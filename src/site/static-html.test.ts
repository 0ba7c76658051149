import { describe, expect, it } from 'vitest';
import { loadSiteCatalog } from './site-catalog.ts';
import { docAnchors, renderDocs, toolAnchor } from './static-html.ts';

function docsOf(tools: unknown[]): string {
  const site = loadSiteCatalog({ tools });
  if (!site.ok) throw new Error(site.error.message);
  return renderDocs({ title: 'T', site: site.value });
}

const PUSH = {
  name: 'push_files',
  inputSchema: {
    type: 'object',
    required: ['files'],
    properties: {
      files: {
        type: 'array',
        items: {
          type: 'object',
          required: ['path'],
          properties: { path: { type: 'string' }, content: { type: 'string' } },
        },
      },
      mode: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      method: { type: 'string', enum: Array.from({ length: 13 }, (_, i) => `m${i}, "x"`) },
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

describe('renderDocs', () => {
  it('writes on each tool the words search finds it by, from its name, title and description', () => {
    const html = docsOf([
      {
        name: 'get_issue',
        title: 'Issue "one"',
        description: 'Reads <b>an</b> issue.',
        inputSchema: { type: 'object' },
      },
      { name: 'listIssues', inputSchema: { type: 'object' } },
    ]);
    const words = [...html.matchAll(/<article [^>]*data-words="([^"]*)"/g)].map((m) => m[1]);
    expect(words).toEqual(['get_issue get issue one reads b&#62;an&#60;/b b an', 'listissues list issues']);
  });

  it('writes a scalar tool’s words from its name and its author’s descriptions', () => {
    const site = loadSiteCatalog([
      { name: 'get_weather', family: 'w', effect: 'read', enabled: true, fields: {} },
    ]);
    if (!site.ok) throw new Error(site.error.message);
    const html = renderDocs({
      title: 'T',
      site: site.value,
      descriptions: { get_weather: { en: 'Forecast by city.', ko: '도시별 예보' } },
    });
    expect(html).toContain('data-words="get_weather get weather forecast by city 도시별 예보"');
  });

  it('gives each group’s count in parentheses, so a name and its count never read as one phrase', () => {
    const html = docsOf([
      { name: 'get_issue', inputSchema: { type: 'object' } },
      { name: 'list_issues', inputSchema: { type: 'object' } },
    ]);
    expect(html).toContain('<h2 id="g0"><bdi>issue</bdi> <small>(2 tools)</small></h2>');
  });

  it('gives a tool named like an object’s own member its own description, not a descriptions file’s', () => {
    const html = docsOf([
      { name: 'constructor', description: 'Builds a thing.', inputSchema: { type: 'object' } },
      { name: 'toString', description: 'Writes a thing.', inputSchema: { type: 'object' } },
    ]);
    expect(html).toContain('Builds a thing.');
    expect(html).toContain('Writes a thing.');
  });

  it('says of a tool whose server sent no hints what a host assumes, and what a server stated as its claims', () => {
    const html = docsOf([
      { name: 'fetch_page', inputSchema: { type: 'object' } },
      { name: 'wipe', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } },
    ]);
    const articleOf = (name: string) =>
      html.split('<article').find((part) => part.includes(`aria-labelledby="tool-${name}"`));
    const [fetchPage, wipe] = [articleOf('fetch_page'), articleOf('wipe')];
    expect(fetchPage).toContain(
      'The server sent no hints. A host assumes by default that: the tool may change its environment (readOnlyHint: false); a change may delete or overwrite data (destructiveHint: true);',
    );
    expect(fetchPage).not.toContain('claims');
    expect(wipe).not.toContain('sent no hints');
    expect(wipe).toContain('claims a change may destroy or overwrite something');
  });

  it('loads its search script from the site’s own files, deferred', () => {
    expect(docsOf([])).toContain('<script src="./docs-search.js" defer></script>');
  });

  it('anchors each tool at #tool-NAME and links every tool from the index, grouped as the body is', () => {
    const html = docsOf([
      { name: 'get_issue', inputSchema: { type: 'object' } },
      { name: 'get_pr', inputSchema: { type: 'object' } },
      { name: 'odd name"<', inputSchema: { type: 'object' } },
    ]);
    const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
    const linked = [...nav.matchAll(/<a href="#(tool-[^"]+)">/g)].map((m) => m[1]);
    const headings = [...html.matchAll(/<h3 id="(tool-[^"]+)">/g)].map((m) => m[1]);
    expect(linked).toEqual(['tool-get_issue', 'tool-get_pr', 'tool-odd~20~name~22~~3c~']);
    expect(headings).toEqual(linked);
    expect(html).not.toMatch(/id="g\d+t\d+"/);
    expect(html).toContain('<a class="tool-link" href="#tool-get_issue">Link to this tool</a>');
  });

  it('maps each tool name to the id of its heading for the Changes section', () => {
    const site = loadSiteCatalog({ tools: [{ name: 'a b', inputSchema: { type: 'object' } }] });
    if (!site.ok) throw new Error(site.error.message);
    expect([...docAnchors(site.value)]).toEqual([['a b', 'tool-a~20~b']]);
  });

  it('lists nested fields with their path, unions as their types, and folds values past ten', () => {
    const html = docsOf([PUSH]);
    expect(html).toContain('<th scope="row">&#160;&#160;&#160;<code><bdi>files[].path</bdi></code></th>');
    expect(html).toContain('<code><bdi>files[].content</bdi></code>');
    expect(html).toContain('<td class="type"><code><bdi>object[]</bdi></code></td>');
    expect(html).toContain(
      '<td class="type"><code><bdi>string</bdi></code> or <code><bdi>null</bdi></code></td>',
    );
    const values = html.slice(html.indexOf('enum: '));
    const shown = values.slice(0, values.indexOf('<details>'));
    expect(shown.match(/<code>/g)).toHaveLength(10);
    expect(values).toContain('<summary>3 more values</summary>');
    // every value whole, the quotes escaped, none cut
    for (let i = 0; i < 13; i++) expect(values).toContain(`<bdi>&#34;m${i}, \\&#34;x\\&#34;&#34;</bdi>`);
  });

  it('puts each field table in a box that scrolls sideways, and links the documentation’s own sheet', () => {
    const html = docsOf([PUSH]);
    expect(html).toContain(
      '<div class="fields-box" role="group" aria-label="Fields of push_files" tabindex="0"><table class="fields">',
    );
    expect(html).toContain('<link rel="stylesheet" href="./docs.css" />');
  });
});
