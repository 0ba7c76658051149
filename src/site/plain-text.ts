import { parseMarkdown, type MdBlock, type MdInline } from '../ui/markdown/markdown.ts';

/** The longest summary of a description the overview and a page's meta description show. */
const SUMMARY_MAX = 160;

/** A Markdown description as plain text: its words without markup, one block a line. */
export function plainText(source: string): string {
  return blocksText(parseMarkdown(source)).trim();
}

/**
 * The first sentence of a plain text (up to `.`, `!`, `?` and a space, or `。`), at most 160 characters:
 * a longer one is cut at a word and ends in `…`.
 */
export function firstSentence(text: string): string {
  const line = text.split('\n', 1)[0]!.trim();
  const end = /[.!?](?=\s)|[。！？]/u.exec(line);
  const sentence = end ? line.slice(0, end.index + 1) : line;
  if (sentence.length <= SUMMARY_MAX) return sentence;
  const cut = sentence.slice(0, SUMMARY_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function blocksText(blocks: readonly MdBlock[]): string {
  return blocks.map(blockText).join('\n');
}

function blockText(block: MdBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return inlinesText(block.children);
    case 'list':
      return block.items.map(blocksText).join('\n');
    case 'quote':
      return blocksText(block.children);
    case 'code':
      return block.text;
    case 'rule':
      return '';
  }
}

function inlinesText(inlines: readonly MdInline[]): string {
  return inlines
    .map((inline) => {
      switch (inline.kind) {
        case 'text':
        case 'code':
          // a paragraph's line breaks are spaces
          return inline.text.replace(/\s+/gu, ' ');
        case 'break':
          return ' ';
        case 'em':
        case 'strong':
        case 'del':
        case 'link':
          return inlinesText(inline.children);
      }
    })
    .join('');
}
