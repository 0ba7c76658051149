import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../scripts/shared-data.ts';
import { markdownHtml } from './markdown-html.ts';
import { loadSiteCatalog } from './site-catalog.ts';
import { renderDocs } from './static-html.ts';

const body = (html: string) => /^<div class="markdown" dir="auto">(.*)<\/div>$/s.exec(html)![1];

// every tag and attribute markdownHtml may write; anything else in its output would be an injection
const TAGS = new Set([
  'div',
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'hr',
  'br',
  'em',
  'strong',
  'del',
  'a',
  'bdi',
  'h4',
  'h5',
  'h6',
]);
const ATTRIBUTES = new Set(['class', 'dir', 'lang', 'start', 'href', 'title', 'rel']);

function unexpectedMarkup(html: string): string[] {
  const found: string[] = [];
  for (const [, name, attributes] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)) {
    if (!TAGS.has(name!)) found.push(`tag ${name}`);
    for (const [, attribute, value] of attributes!.matchAll(/ ([a-z-]+)="([^"]*)"/g)) {
      if (!ATTRIBUTES.has(attribute!)) found.push(`attribute ${attribute}`);
      if (attribute === 'href' && !/^(https?:\/\/|mailto:)/i.test(value!)) found.push(`href ${value}`);
    }
    if (attributes!.replace(/ [a-z-]+="[^"]*"/g, '').trim() !== '') found.push(`stray ${attributes}`);
  }
  return found;
}

describe('markdownHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '<p>&#60;script&#62;alert(1)&#60;/script&#62;</p>'],
    ['x <img src=x onerror=alert(1)> y', '<p>x &#60;img src=x onerror=alert(1)&#62; y</p>'],
    ['[a](javascript:alert(1))', '<p>[a](javascript:alert(1))</p>'],
    ['<javascript:alert(1)>', '<p>&#60;javascript:alert(1)&#62;</p>'],
    ['[a](data:text/html;base64,PHNjcmlwdD4=)', '<p>[a](data:text/html;base64,PHNjcmlwdD4=)</p>'],
    [
      '[a](https://e.com/" onmouseover="x)',
      '<p>[a](<a href="https://e.com/" rel="noopener noreferrer">https://e.com/</a>&#34; onmouseover=&#34;x)</p>',
    ],
    ['`<b>`', '<p><code>&#60;b&#62;</code></p>'],
    [
      'Example: go-linear attachment delete <uuid>',
      '<p>Example: go-linear attachment delete &#60;uuid&#62;</p>',
    ],
    ['![x](https://e.com/i.png)', '<p>!<a href="https://e.com/i.png" rel="noopener noreferrer">x</a></p>'],
    ['a\u202Eb', '<p><bdi>a\u202Eb\u202C</bdi></p>'],
    ['`a\u2067b`', '<p><code><bdi>a\u2067b\u2069</bdi></code></p>'],
  ])('shows %j as text, never as markup', (source, html) => {
    expect(body(markdownHtml(source, 4))).toBe(html);
  });

  it.each([
    [
      'paragraphs and a tight list',
      'Methods:\n- create: new\n- delete: old',
      '<p>Methods:</p><ul><li>create: new</li><li>delete: old</li></ul>',
    ],
    ['an ordered list from 2', '2. b\n3. c', '<ol start="2"><li>b</li><li>c</li></ol>'],
    ['a loose list', '- a\n\n- b', '<ul><li><p>a</p></li><li><p>b</p></li></ul>'],
    [
      'emphasis and code',
      '**Note**: use `page`, *not* ~~offset~~.',
      '<p><strong>Note</strong>: use <code>page</code>, <em>not</em> <del>offset</del>.</p>',
    ],
    ['a code block', '```\nif (a < b) {}\n```', '<pre><code>if (a &#60; b) {}</code></pre>'],
    [
      'a link',
      '[docs](https://e.com/a?b=1&c=2 "Docs")',
      '<p><a href="https://e.com/a?b=1&#38;c=2" title="Docs" rel="noopener noreferrer">docs</a></p>',
    ],
    ['a line break', 'a\nb', '<p>a<br>b</p>'],
    ['a quote and a rule', '> q\n\n***', '<blockquote><p>q</p></blockquote><hr>'],
  ])('renders %s', (_, source, html) => {
    expect(body(markdownHtml(source, 4))).toBe(html);
  });

  it('demotes headings below the one the description sits under', () => {
    expect(body(markdownHtml('# A\n## B\n###### F', 4))).toBe('<h4>A</h4><h5>B</h5><h6>F</h6>');
    expect(body(markdownHtml('# A\n## B', 5))).toBe('<h5>A</h5><h6>B</h6>');
  });

  it('marks the language of a translated description', () => {
    expect(markdownHtml('한국어', 4, 'ko')).toBe(
      '<div class="markdown" dir="auto" lang="ko"><p>한국어</p></div>',
    );
  });

  it('writes only its own tags and attributes, and only web or mail links, whatever the input', () => {
    const pieces = fc.constantFrom(
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:x">',
      '[a](',
      ')',
      '](',
      '<',
      '>',
      '"',
      "'",
      'javascript:',
      'https://e.com',
      'mailto:a@b.c',
      '&#60;',
      '&lt;',
      '*',
      '**',
      '`',
      '```\n',
      '\n',
      '- ',
      '1. ',
      '# ',
      '> ',
      ' onload=',
      '\u202E',
      '\u2069',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 3 })), { maxLength: 20 }), (parts) => {
        expect(unexpectedMarkup(markdownHtml(parts.join(''), 4))).toEqual([]);
      }),
      { numRuns: 1_000 },
    );
  });

  it('renders a huge hostile description in bounded time', () => {
    const source = ['*a', '[', '<b onclick=x>', '`', '> ', '- ']
      .map((piece) => piece.repeat(5_000))
      .join('\n');
    const started = performance.now();
    const html = markdownHtml(source, 4);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(html).not.toContain('<b ');
  });
});

const corpus = sharedData('Markdown in real MCP descriptions', 'mcp-real');
describe.skipIf(!corpus)('markdownHtml on real MCP descriptions', () => {
  const folder = corpus ?? '';
  const description = (file: string, name: string): string => {
    const list = JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
      tools: { name: string; description: string }[];
    };
    return list.tools.find((tool) => tool.name === name)!.description;
  };

  it("lists pull_request_review_write's methods as items", () => {
    const html = markdownHtml(description('github-mcp-server.json', 'pull_request_review_write'), 4);
    expect(html.match(/<li>/g)).toHaveLength(5);
    expect(html).toContain('<li>create: Create a new review of a pull request.');
  });

  it("keeps the Cloudflare search tool's indented list a list, not code", () => {
    const html = markdownHtml(description('cloudflare-docs.json', 'search_cloudflare_documentation'), 4);
    expect(html).not.toContain('<pre>');
    expect(html.match(/<li>/g)).toHaveLength(4);
  });

  it('links the GitHub docs address and keeps code names as code', () => {
    const copilot = markdownHtml(description('github-mcp-server.json', 'assign_copilot_to_issue'), 4);
    expect(copilot).toContain(
      '<a href="https://docs.github.com/en/copilot/concepts/agents/cloud-agent/about-cloud-agent" rel="noopener noreferrer">',
    );
    const collaborators = markdownHtml(
      description('github-mcp-server.json', 'list_repository_collaborators'),
      4,
    );
    expect(collaborators).toContain('<code>nextPage</code>');
  });

  it("keeps the GitHub catalog's tool articles under 60 kB gzip", () => {
    const site = loadSiteCatalog(JSON.parse(readFileSync(join(folder, 'github-mcp-server.json'), 'utf8')));
    if (!site.ok) throw new Error(site.error.message);
    const rendered = renderDocs({ title: 'GitHub', site: site.value });
    // each page's article: the header and navigation every page repeats are not the descriptions' weight
    const docs = rendered.tools
      .map((tool) => tool.body.slice(tool.body.indexOf('<article'), tool.body.indexOf('</article>')))
      .join('\n');
    expect(docs).toContain('<ul><li>create: ');
    expect(gzipSync(docs, { level: 9 }).length).toBeLessThan(60 * 1024);
  });
});
