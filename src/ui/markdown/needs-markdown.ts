// characters and words that can make Markdown anything other than one paragraph of the same text
const INLINE_SIGNS = /[\0\n\r*_`[\]<>&\\~!|]|:\/\/|mailto:|www\./i;
// what turns a single line into a heading, quote, list or rule
const BLOCK_START = /^(?:[#>+=-]|\d+[.)])/;

/**
 * Whether a description needs the Markdown renderer; without it, the text alone is the whole rendering
 * (one paragraph of the same text), so the page can draw it without loading the renderer.
 */
export function needsMarkdown(text: string): boolean {
  return INLINE_SIGNS.test(text) || BLOCK_START.test(text) || text !== text.trim();
}
