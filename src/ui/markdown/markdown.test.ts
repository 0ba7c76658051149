import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dedent,
  headingLevel,
  MAX_MARKDOWN_LENGTH,
  parseMarkdown,
  safeHref,
  type MdBlock,
} from './markdown.ts';

const RLO = '\u202E';
const PDF = '\u202C';

const text = (value: string) => ({ kind: 'text', text: value, isIsolated: false });
const paragraph = (...children: unknown[]) => ({ kind: 'paragraph', isTight: false, children });
const tight = (...children: unknown[]) => ({ kind: 'paragraph', isTight: true, children });

describe('parseMarkdown', () => {
  it.each([
    ['one line', 'Reads a file.', [paragraph(text('Reads a file.'))]],
    ['blank-line paragraphs', 'One.\n\nTwo.', [paragraph(text('One.')), paragraph(text('Two.'))]],
    ['a line break as written', 'One\nTwo', [paragraph(text('One'), { kind: 'break' }, text('Two'))]],
    [
      'emphasis, strong, struck and inline code',
      '*a* **b** ~~c~~ `d`',
      [
        paragraph(
          { kind: 'em', children: [text('a')] },
          text(' '),
          { kind: 'strong', children: [text('b')] },
          text(' '),
          { kind: 'del', children: [text('c')] },
          text(' '),
          { kind: 'code', text: 'd', isIsolated: false },
        ),
      ],
    ],
    [
      'a bullet list',
      '- a\n- b',
      [{ kind: 'list', start: null, items: [[tight(text('a'))], [tight(text('b'))]] }],
    ],
    [
      'an ordered list from 3',
      '3. c\n4. d',
      [{ kind: 'list', start: 3, items: [[tight(text('c'))], [tight(text('d'))]] }],
    ],
    [
      'a fenced block, its language dropped',
      '```js\nlet a = 1;\n```',
      [{ kind: 'code', text: 'let a = 1;', isIsolated: false }],
    ],
    [
      'an indented block among text',
      'Run:\n\n    git status\n\nThen push.',
      [
        paragraph(text('Run:')),
        { kind: 'code', text: 'git status', isIsolated: false },
        paragraph(text('Then push.')),
      ],
    ],
    ['a quote', '> said', [{ kind: 'quote', children: [paragraph(text('said'))] }]],
    ['a rule', 'a\n\n---\n\nb', [paragraph(text('a')), { kind: 'rule' }, paragraph(text('b'))]],
    [
      'headings by depth',
      '# A\n### C',
      [
        { kind: 'heading', depth: 1, children: [text('A')] },
        { kind: 'heading', depth: 3, children: [text('C')] },
      ],
    ],
  ] as [string, string, MdBlock[]][])('reads %s', (_, source, tree) => {
    expect(parseMarkdown(source)).toEqual(tree);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['x <img src=x onerror=alert(1)> y'],
    ['<div>\n<b>bold</b>\n</div>'],
    ['<!-- hidden -->'],
  ])('keeps raw HTML as its text: %s', (source) => {
    const texts = JSON.stringify(parseMarkdown(source));
    for (const tag of source.match(/<[^>]+>/g)!) expect(texts).toContain(JSON.stringify(tag).slice(1, -1));
  });

  it.each([
    ['[a](javascript:alert(1))', '[a](javascript:alert(1))'],
    ['[a](JAVASCRIPT:alert(1))', '[a](JAVASCRIPT:alert(1))'],
    ['[a](data:text/html,x)', '[a](data:text/html,x)'],
    ['[a](vbscript:x)', '[a](vbscript:x)'],
    ['[a](relative/page.md)', 'a'],
    ['[a](ftp://host/file)', 'a'],
    ['<ftp://host/file>', 'ftp://host/file'],
  ])('keeps %s as text, not a link', (source, shown) => {
    const tree = parseMarkdown(source);
    expect(JSON.stringify(tree)).not.toContain('"link"');
    expect(tree).toEqual([paragraph(text(shown))]);
  });

  it('keeps a reference to a javascript: address as text', () => {
    const tree = parseMarkdown('[a][r]\n\n[r]: javascript:alert(1)');
    expect(JSON.stringify(tree)).not.toContain('"link"');
    expect(tree).toEqual([paragraph(text('[a][r]')), paragraph(text('[r]: javascript:alert(1)'))]);
  });

  it.each([
    ['[docs](https://example.com/a "The docs")', 'https://example.com/a', 'The docs', 'docs'],
    ['<mailto:team@example.com>', 'mailto:team@example.com', '', 'mailto:team@example.com'],
    ['see https://example.com/b', 'https://example.com/b', '', 'https://example.com/b'],
  ])('makes a link of %s', (source, href, title, label) => {
    const links = JSON.stringify(parseMarkdown(source));
    expect(links).toContain(JSON.stringify({ kind: 'link', href, title, children: [text(label)] }));
  });

  it('balances and isolates a leaf that holds direction controls', () => {
    expect(parseMarkdown(`a${RLO}b **c**`)).toEqual([
      paragraph(
        { kind: 'text', text: `a${RLO}b ${PDF}`, isIsolated: true },
        { kind: 'strong', children: [text('c')] },
      ),
    ]);
  });

  it('reads an indented docstring as its author meant it: a list, not a code block', () => {
    const source = 'Search the docs.\n\n\t\tIncluding:\n\t\t- Workers\n\t\t- Pages\n\t\t';
    expect(parseMarkdown(source)).toEqual([
      paragraph(text('Search the docs.')),
      paragraph(text('Including:')),
      { kind: 'list', start: null, items: [[tight(text('Workers'))], [tight(text('Pages'))]] },
    ]);
  });

  it('shows a description over the limit as plain paragraphs, with its Markdown as text', () => {
    const source = `**a**\n- b\n\n${'c'.repeat(MAX_MARKDOWN_LENGTH)}`;
    expect(parseMarkdown(source)).toEqual([
      paragraph(text('**a**'), { kind: 'break' }, text('- b')),
      paragraph(text('c'.repeat(MAX_MARKDOWN_LENGTH))),
    ]);
  });

  it('keeps nesting shallow: lists nested past the limit stay text', () => {
    const depth = (blocks: MdBlock[]): number =>
      Math.max(
        0,
        ...blocks.map((block) =>
          block.kind === 'list'
            ? 1 + Math.max(0, ...block.items.map(depth))
            : block.kind === 'quote'
              ? 1 + depth(block.children)
              : 0,
        ),
      );
    const nested = Array.from({ length: 60 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    expect(depth(parseMarkdown(nested))).toBeLessThanOrEqual(20);
    expect(depth(parseMarkdown('> '.repeat(500) + 'deep'))).toBeLessThanOrEqual(20);
  });

  it.each([
    ['emphasis openers', '*a'.repeat(10_000)],
    ['brackets', '['.repeat(20_000)],
    ['nested links', '['.repeat(10_000) + 'a' + '](b)'.repeat(10_000)],
    ['quotes', '> '.repeat(10_000)],
    ['list markers', '- a\n  '.repeat(3_000)],
    ['backticks', '`'.repeat(20_000)],
    ['angle brackets', '<a'.repeat(10_000)],
    ['a megabyte', 'x **y** [z](https://e.com)\n'.repeat(40_000)],
  ])('parses hostile input (%s) in bounded time', (_, source) => {
    const started = performance.now();
    parseMarkdown(source);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('never makes a link other than http(s) or mailto, whatever the input', () => {
    const links = (blocks: unknown): string[] => JSON.stringify(blocks).match(/"href":"[^"]*"/g) ?? [];
    const pieces = fc.constantFrom(
      '[a](',
      ')',
      '<',
      '>',
      'javascript:',
      'JaVa\tscript:',
      'https://x.y',
      'mailto:',
      '&#58;',
      ':',
      '\n',
      ' ',
      'data:',
      '[r]',
      '[r]: ',
      '\\',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        for (const href of links(parseMarkdown(parts.join(''))))
          expect(href).toMatch(/^"href":"(https?:\/\/|mailto:)/i);
      }),
    );
  });
});

describe('dedent', () => {
  it.each([
    ['first line kept, common indent of the rest removed', 'A\n    b\n      c', 'A\nb\n  c'],
    ['blank lines ignored when measuring', 'A\n\t\tb\n\n\t\tc', 'A\nb\n\nc'],
    ['nothing to remove', 'A\nb', 'A\nb'],
    ['the first line trimmed at its start', '   A\n  b', 'A\nb'],
    ['CRLF read as LF', 'A\r\n  b', 'A\nb'],
  ])('%s', (_, source, expected) => {
    expect(dedent(source)).toBe(expected);
  });
});

describe('headingLevel', () => {
  it.each([
    [1, 5, 5],
    [2, 5, 6],
    [6, 5, 6],
    [1, 4, 4],
    [3, 4, 6],
  ] as [number, 4 | 5, number][])('puts depth %i under top %i at level %i', (depth, top, level) => {
    expect(headingLevel(depth, top)).toBe(level);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['javascript:alert(1)', null],
    [' https://example.com', null],
    ['//example.com', null],
    ['/relative', null],
    ['https://', null],
    ['data:text/html,x', null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
