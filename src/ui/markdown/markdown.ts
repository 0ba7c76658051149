import MarkdownIt, { type Token } from 'markdown-it';
import { containBidi } from '../../core/index.ts';

/**
 * A description's Markdown read once into a small tree that holds only what a description may show:
 * the page's component and the static HTML both draw this tree, so they render the same thing.
 * Raw HTML never becomes a node (it stays text), and a link exists only with an http(s) or mailto address.
 */
export type MdBlock =
  | { kind: 'paragraph'; isTight: boolean; children: MdInline[] }
  | { kind: 'heading'; depth: number; children: MdInline[] }
  | { kind: 'list'; start: number | null; items: MdBlock[][] }
  | { kind: 'quote'; children: MdBlock[] }
  | { kind: 'code'; text: string; isIsolated: boolean }
  | { kind: 'rule' };

/**
 * Inline content: text and code are plain strings, never markup. Their direction controls are balanced, and
 * a string that holds any is isolated (`isIsolated`), as every catalog value with them is on the page.
 */
export type MdInline =
  | { kind: 'text'; text: string; isIsolated: boolean }
  | { kind: 'code'; text: string; isIsolated: boolean }
  | { kind: 'break' }
  | { kind: 'em' | 'strong' | 'del'; children: MdInline[] }
  | { kind: 'link'; href: string; title: string; children: MdInline[] };

/** Longer descriptions are shown as plain paragraphs: parsing stays bounded whatever a catalog holds. */
export const MAX_MARKDOWN_LENGTH = 20_000;

// lists and quotes nested deeper than this stay text, so the rendered tree stays shallow
const MAX_NESTING = 20;

// html: false keeps raw HTML as text; breaks: true keeps the author's line breaks, as descriptions are
// mostly written as plain text; images and tables stay text (a description loads nothing from elsewhere)
const PARSER = new MarkdownIt('default', {
  html: false,
  breaks: true,
  linkify: true,
  maxNesting: MAX_NESTING,
}).disable(['image', 'table']);
PARSER.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });

/** A description's Markdown as a tree of what it may show; a description over the length limit as plain paragraphs. */
export function parseMarkdown(source: string): MdBlock[] {
  if (source.length > MAX_MARKDOWN_LENGTH) return plainBlocks(source);
  const cursor = { tokens: PARSER.parse(dedent(source), {}), at: 0 };
  return readBlocks(cursor, null);
}

/**
 * The text with the indentation its lines share removed, the first line apart (as Python's cleandoc does):
 * a description written in an indented string literal would otherwise read as a code block.
 */
export function dedent(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const rest = lines.slice(1);
  const common = rest
    .filter((line) => line.trim() !== '')
    .reduce((least, line) => Math.min(least, /^[ \t]*/.exec(line)![0].length), Infinity);
  const cut = Number.isFinite(common) ? common : 0;
  return [lines[0]!.trimStart(), ...rest.map((line) => line.slice(cut))].join('\n');
}

/** The heading level a description's heading of `depth` (1 for `#`) takes under a heading of level `top - 1`. */
export function headingLevel(depth: number, top: 4 | 5): number {
  return Math.min(top + depth - 1, 6);
}

/** Only web and mail addresses become links; anything else (`javascript:`, `data:`, relative paths) stays text. */
export function safeHref(href: string): string | null {
  if (!/^(https?:\/\/|mailto:)/i.test(href)) return null;
  return URL.canParse(href) ? href : null;
}

const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

/** A text or code leaf: its controls balanced, and isolated when it holds any. */
function leaf<K extends 'text' | 'code'>(
  kind: K,
  raw: string,
): { kind: K; text: string; isIsolated: boolean } {
  const text = containBidi(raw);
  return { kind, text, isIsolated: DIRECTION_CONTROL.test(text) };
}

function plainBlocks(source: string): MdBlock[] {
  return source
    .split(/\n\s*\n/)
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const lines = part.trim().split('\n');
      const children = lines.flatMap((line, i): MdInline[] => [
        ...(i > 0 ? [{ kind: 'break' as const }] : []),
        leaf('text', line),
      ]);
      return { kind: 'paragraph', isTight: false, children };
    });
}

interface Cursor {
  tokens: Token[];
  at: number;
}

function readBlocks(cursor: Cursor, until: string | null): MdBlock[] {
  const blocks: MdBlock[] = [];
  while (cursor.at < cursor.tokens.length) {
    const token = cursor.tokens[cursor.at++]!;
    if (token.type === until) break;
    const block = readBlock(token, cursor);
    if (block) blocks.push(block);
  }
  return blocks;
}

function readBlock(token: Token, cursor: Cursor): MdBlock | null {
  switch (token.type) {
    case 'paragraph_open':
      return { kind: 'paragraph', isTight: token.hidden, children: readInlineOf(cursor) };
    case 'heading_open':
      return { kind: 'heading', depth: Number(token.tag.slice(1)), children: readInlineOf(cursor) };
    case 'bullet_list_open':
    case 'ordered_list_open':
      return readList(token, cursor);
    case 'blockquote_open':
      return { kind: 'quote', children: readBlocks(cursor, 'blockquote_close') };
    case 'code_block':
    case 'fence':
      return leaf('code', token.content.replace(/\n$/, ''));
    case 'hr':
      return { kind: 'rule' };
    default:
      // every other token the parser makes with these options closes a block read above, or holds no text
      return token.content ? (plainBlocks(token.content)[0] ?? null) : null;
  }
}

/** The inline token after a paragraph or heading opener, then its closer. */
function readInlineOf(cursor: Cursor): MdInline[] {
  const inline = cursor.tokens[cursor.at++];
  cursor.at++;
  return readInline(inline?.children ?? []);
}

function readList(open: Token, cursor: Cursor): MdBlock {
  const close = open.type.replace('_open', '_close');
  const start = open.type === 'ordered_list_open' ? Number(open.attrGet('start') ?? 1) : null;
  const items: MdBlock[][] = [];
  while (cursor.at < cursor.tokens.length) {
    const token = cursor.tokens[cursor.at++]!;
    if (token.type === close) break;
    if (token.type === 'list_item_open') items.push(readBlocks(cursor, 'list_item_close'));
  }
  return { kind: 'list', start, items };
}

const WRAPPERS: Record<string, 'em' | 'strong' | 'del'> = {
  em_open: 'em',
  strong_open: 'strong',
  s_open: 'del',
};

function readInline(tokens: Token[]): MdInline[] {
  const root: MdInline[] = [];
  // where children go; a link that may not be one keeps its children in its parent's list
  const stack: MdInline[][] = [root];
  for (const token of tokens) {
    const into = stack.at(-1)!;
    const wrapper = WRAPPERS[token.type];
    if (wrapper) {
      const node = { kind: wrapper, children: [] };
      into.push(node);
      stack.push(node.children);
    } else if (token.type === 'link_open') {
      const href = safeHref(String(token.attrGet('href') ?? ''));
      if (href === null) stack.push(into);
      else {
        const node = {
          kind: 'link' as const,
          href,
          title: containBidi(String(token.attrGet('title') ?? '')),
          children: [],
        };
        into.push(node);
        stack.push(node.children);
      }
    } else if (token.nesting === -1) stack.pop();
    else if (token.type === 'softbreak' || token.type === 'hardbreak') into.push({ kind: 'break' });
    else if (token.type === 'code_inline') into.push(leaf('code', token.content));
    else if (token.content) pushText(into, token.content);
  }
  return root;
}

/** Each text leaf's text as written, before balancing: adjacent pieces are balanced as one. */
const unbalanced = new WeakMap<MdInline, string>();

// adjacent pieces of text are one leaf, balanced whole as the plain way does; a piece that balancing leaves
// empty (a lone closer) is none
function pushText(into: MdInline[], text: string): void {
  const last = into.at(-1);
  const before = last === undefined ? undefined : unbalanced.get(last);
  if (before === undefined && containBidi(text) === '') return;
  const raw = (before ?? '') + text;
  const node = leaf('text', raw);
  unbalanced.set(node, raw);
  if (before === undefined) into.push(node);
  else into[into.length - 1] = node;
}
