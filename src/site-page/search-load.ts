import { SEARCH_INDEX_FILE, type SearchIndex } from '../site/search-index.ts';
import type { SearchEntry } from './search.ts';

/** The site's tools and fields as search entries, in the navigation's order, from its `search-index.json`. */
export function searchEntries(index: SearchIndex): SearchEntry[] {
  return index.tools.flatMap((tool) => [
    {
      id: tool.id,
      page: tool.page,
      tool: tool.name,
      path: null,
      name: tool.name,
      text: `${tool.title ?? ''}\n${tool.text}`,
    },
    ...tool.fields.map((field) => ({
      id: field.id,
      page: tool.page,
      tool: tool.name,
      path: field.path,
      name: field.name,
      text: `${field.path}\n${field.text}`,
    })),
  ]);
}

/**
 * Fetches the site's search index once (beside the page: every page sits at the site's root) and makes its
 * entries; rejects when it cannot be fetched or is not an index.
 */
export async function loadSearchEntries(): Promise<SearchEntry[]> {
  const response = await fetch(SEARCH_INDEX_FILE);
  if (!response.ok) throw new Error(`${SEARCH_INDEX_FILE}: HTTP ${response.status}`);
  const index = (await response.json()) as SearchIndex;
  if (!Array.isArray(index?.tools)) throw new Error(`${SEARCH_INDEX_FILE} lists no tools`);
  return searchEntries(index);
}
