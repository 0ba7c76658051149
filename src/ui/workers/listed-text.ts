import type { McpCatalog } from '../../core/index.ts';

// keyed by the list as read, so a text is let go with the list it belongs to
const texts = new WeakMap<McpCatalog, string | Blob>();

/**
 * Keeps the text an MCP list was read from (the text, or the file a visitor picked, which is then read in a
 * worker and never on the page's thread) for as long as the list is in use: its pins and its MCP figure are
 * made of the tools as listed, which the import's reading does not keep.
 */
export function keepListedText(list: McpCatalog, text: string | Blob): void {
  texts.set(list, text);
}

/** The text an MCP list in use was read from, or undefined when none was kept for it. */
export function listedText(list: McpCatalog): string | Blob | undefined {
  return texts.get(list);
}
