/**
 * A catalog the visitor loaded, kept in the tab's session storage so a reload brings it back. The text is
 * kept as loaded and checked again on the way back, like any catalog text. Only the last one loaded is
 * kept, with the number its history entries know it by: a reload brings it back on those entries only.
 */

const KEY = 'tce:visitor-catalog';
/** Longest catalog text kept (in UTF-16 code units); a longer one is not kept and the page says so. */
export const MAX_KEPT_CHARS = 2_000_000;

export interface KeptCatalog {
  text: string;
  origin: string | null;
  /** The number of the page's loaded catalog that this text is, as its history entries carry it. */
  id: number;
}

/** Keeps the text for this tab's session; false when it is too long or the browser refuses to store it. */
export function keepCatalog(
  text: string,
  origin: string | null,
  id: number,
  storage = sessionStorage,
): boolean {
  try {
    storage.removeItem(KEY);
    if (text.length > MAX_KEPT_CHARS) return false;
    storage.setItem(KEY, JSON.stringify({ text, origin, id }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps a loaded file's text like `keepCatalog`. A file of more than `MAX_KEPT_CHARS` bytes is not kept and
 * not read here: the worker read it, and its text would cost the page's thread a long task to decode.
 */
export async function keepCatalogFile(
  file: Blob,
  origin: string | null,
  id: number,
  storage = sessionStorage,
): Promise<boolean> {
  try {
    if (file.size <= MAX_KEPT_CHARS) return keepCatalog(await file.text(), origin, id, storage);
    storage.removeItem(KEY);
  } catch {
    // an unreadable file, or storage the browser refuses, keeps nothing
  }
  return false;
}

/** The kept catalog text, or null when none was kept or what is stored is not a kept catalog. */
export function keptCatalog(storage = sessionStorage): KeptCatalog | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { text, origin, id } = value as Record<string, unknown>;
    if (typeof text !== 'string' || (typeof origin !== 'string' && origin !== null)) return null;
    return typeof id === 'number' ? { text, origin, id } : null;
  } catch {
    return null;
  }
}
