import { parseMarkdown, type MdBlock, type MdInline } from '../ui/markdown/markdown.ts';
import { escapeHtml as escape } from './escape-html.ts';

/** The level a description's `#` heading takes: below the heading of what it describes. */
type Top = 2 | 3 | 4 | 5;

/**
 * A description as HTML for the static documentation: the same tree the page draws, every string in it
 * escaped, so markup comes only from this function. `top` is the level a description's `#` heading takes.
 */
export function markdownHtml(source: string, top: Top, lang?: string): string {
  const langAttribute = lang ? ` lang="${escape(lang)}"` : '';
  return `<div class="markdown" dir="auto"${langAttribute}>${blocksHtml(parseMarkdown(source), top)}</div>`;
}

/**
 * A description as one `div.markdown` that also carries `className`, so a row needs no wrapper of its own;
 * a description that is one paragraph is written as its text, without a `<p>` around it.
 */
export function markdownDivHtml(source: string, top: Top, className: string): string {
  const blocks = parseMarkdown(source);
  const [only] = blocks;
  const inner =
    blocks.length === 1 && only?.kind === 'paragraph' ? inlinesHtml(only.children) : blocksHtml(blocks, top);
  return `<div class="${escape(className)} markdown" dir="auto">${inner}</div>`;
}

function blocksHtml(blocks: MdBlock[], top: Top): string {
  return blocks.map((block) => blockHtml(block, top)).join('');
}

function blockHtml(block: MdBlock, top: Top): string {
  switch (block.kind) {
    case 'paragraph':
      return block.isTight ? inlinesHtml(block.children) : `<p>${inlinesHtml(block.children)}</p>`;
    case 'heading': {
      const tag = `h${Math.min(top + block.depth - 1, 6)}`;
      return `<${tag}>${inlinesHtml(block.children)}</${tag}>`;
    }
    case 'list': {
      const items = block.items.map((item) => `<li>${blocksHtml(item, top)}</li>`).join('');
      if (block.start === null) return `<ul>${items}</ul>`;
      return `<ol${block.start === 1 ? '' : ` start="${block.start}"`}>${items}</ol>`;
    }
    case 'quote':
      return `<blockquote>${blocksHtml(block.children, top)}</blockquote>`;
    case 'code':
      return `<pre><code>${leafHtml(block)}</code></pre>`;
    case 'rule':
      return '<hr>';
  }
}

function inlinesHtml(inlines: MdInline[]): string {
  return inlines.map(inlineHtml).join('');
}

function inlineHtml(inline: MdInline): string {
  switch (inline.kind) {
    case 'text':
      return leafHtml(inline);
    case 'code':
      return `<code>${leafHtml(inline)}</code>`;
    case 'break':
      return '<br>';
    case 'em':
    case 'strong':
    case 'del':
      return `<${inline.kind}>${inlinesHtml(inline.children)}</${inline.kind}>`;
    case 'link': {
      const title = inline.title === '' ? '' : ` title="${escape(inline.title)}"`;
      return `<a href="${escape(inline.href)}"${title} rel="noopener noreferrer">${inlinesHtml(inline.children)}</a>`;
    }
  }
}

function leafHtml({ text, isIsolated }: { text: string; isIsolated: boolean }): string {
  return isIsolated ? `<bdi>${escape(text)}</bdi>` : escape(text);
}
