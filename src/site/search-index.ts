/** The name of the file at a site's root that its search reads: every tool and field of every page. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** One field of a tool as the search finds it: its reading path, the id of its row, its name and plain text. */
export interface SearchIndexField {
  path: string;
  id: string;
  name: string;
  text: string;
}

/** One tool as the search finds it: its name, its page's file, its title and plain-text description, its fields. */
export interface SearchIndexTool {
  name: string;
  page: string;
  /** The id of the tool's heading on its page. */
  id: string;
  title: string | null;
  text: string;
  fields: SearchIndexField[];
}

/** What `search-index.json` holds. */
export interface SearchIndex {
  tools: SearchIndexTool[];
}
