/** What the page keeps in its address: every part optional, every value still unchecked text. */
export interface UrlState {
  /** `loaded` where the link names a catalog the visitor loaded, not the site's own. */
  catalog?: string;
  family?: string;
  tool?: string;
  view?: string;
  record?: string;
  args?: string;
  lang?: string;
  provider?: string;
}

/** The parameter names the page reads and writes, in the order they are written. */
export const URL_KEYS = ['catalog', 'family', 'tool', 'view', 'record', 'args', 'lang', 'provider'] as const;

/** The `catalog` value of a link to a catalog the visitor loaded from a file or pasted text. */
export const LOADED_CATALOG = 'loaded';

/** Arguments longer than this stay out of the address: browsers cap URL length and history entries. */
export const MAX_ARGS_IN_URL = 4000;

/** Reads the page's parameters from a query string; the first occurrence wins and unknown names are ignored. */
export function parseUrlState(search: string): UrlState {
  const params = new URLSearchParams(search);
  const state: UrlState = {};
  for (const key of URL_KEYS) {
    const value = params.get(key);
    if (value !== null) state[key] = value;
  }
  return state;
}

/** Writes the state as a query string (with its leading `?`, or empty), leaving out arguments too long to share. */
export function serializeUrlState(state: UrlState): string {
  const params = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = state[key];
    if (value === undefined) continue;
    if (key === 'args' && value.length > MAX_ARGS_IN_URL) continue;
    params.set(key, value);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
