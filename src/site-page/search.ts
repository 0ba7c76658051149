/**
 * Search over a published site's tools and fields. Each entry keeps its text case-folded once, so a
 * keystroke costs one substring scan per entry (`indexOf`, no regular expression): every word of the query
 * must appear in the entry's text. Matches rank by where the first word is found (the name itself, the
 * name's start, inside the name, elsewhere in the text), then tools before fields, then page order; each
 * rank is a list filled in page order, so no keystroke sorts.
 */

/** One searchable thing of the site: a tool (`path` null) or one of its fields. */
export interface SearchEntry {
  /** The id of the element the entry opens: the tool's heading or the field's row. */
  id: string;
  /** The page that element is on: the tool's page file. */
  page: string;
  tool: string;
  /** The field's path with "/" between segments, as its row's `data-path` gives it; null for the tool itself. */
  path: string | null;
  /** The tool's or the field's own name, which ranks first. */
  name: string;
  /** Everything else found by: title, description, and for a field its path. */
  text: string;
}

/** A match: the entry and its place in the index, for the dialog to name and link. */
export interface SearchHit {
  entry: SearchEntry;
  index: number;
}

interface Folded {
  entry: SearchEntry;
  name: string;
  all: string;
}

// ranks, best first
const EXACT = 0;
const PREFIX = 1;
const IN_NAME = 2;
const IN_TEXT = 3;
// each place twice: a tool, then a field
const RANKS = (IN_TEXT + 1) * 2;

/** Text as the search compares it: Unicode-normalised and case-folded, so `ＡＢＣ`, `abc` and `ABC` meet. */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The words of a query, case-folded; an empty list for a blank one. */
export function queryWords(query: string): string[] {
  return foldText(query)
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** An index of entries, folded once; `search` answers each keystroke from it. */
export class SiteSearch {
  readonly #folded: Folded[];

  constructor(entries: readonly SearchEntry[]) {
    this.#folded = entries.map((entry) => {
      const name = foldText(entry.name);
      return { entry, name, all: `${name}\n${foldText(entry.text)}` };
    });
  }

  get size(): number {
    return this.#folded.length;
  }

  /** The entries every word of `query` is found in, best first, at most `limit`; and how many matched in all. */
  search(query: string, limit = 50): { hits: SearchHit[]; total: number } {
    const words = queryWords(query);
    if (words.length === 0) return { hits: [], total: 0 };
    const [first, ...rest] = words as [string, ...string[]];
    // one list per rank, each filled in page order: no sort, however many entries match
    const ranks: number[][] = Array.from({ length: RANKS }, () => []);
    for (let index = 0; index < this.#folded.length; index++) {
      const { name, all, entry } = this.#folded[index]!;
      if (all.indexOf(first) === -1 || !rest.every((word) => all.includes(word))) continue;
      const at = name.indexOf(first);
      const place = at === -1 ? IN_TEXT : at > 0 ? IN_NAME : name.length === first.length ? EXACT : PREFIX;
      // a tool before its fields at the same place
      ranks[place * 2 + (entry.path === null ? 0 : 1)]!.push(index);
    }
    const ranked = ranks.flat();
    return {
      hits: ranked.slice(0, limit).map((index) => ({ entry: this.#folded[index]!.entry, index })),
      total: ranked.length,
    };
  }
}
