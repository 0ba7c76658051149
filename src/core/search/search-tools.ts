import { nameParts, singular } from './name-parts.ts';

/** What search reads of a tool: its name, and its title and description where it has them. */
export interface SearchableTool {
  readonly name: string;
  readonly title?: string | null;
  readonly description?: string | null;
}

/**
 * A catalog prepared for searching: each tool's words, lowercased, per field. Build it once per catalog
 * (searchIndex), then each query only compares prefixes (searchTools).
 */
export interface SearchIndex {
  readonly names: readonly string[];
  /** Per tool: the lowercased name, and the words of its name, title and description, in that order. */
  readonly entries: readonly { readonly exact: string; readonly fields: readonly (readonly string[])[] }[];
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu;
const PLAIN_WORD = /^[a-z0-9]*$/;

// How well a tool matches, best first: its exact name, then every query word found in the name, or at
// worst in the title, or at worst in the description.
const RANK = { exact: 0, name: 1, title: 2, description: 3 } as const;
const FIELD_RANKS = [RANK.name, RANK.title, RANK.description];

/** The words search matches a text by: each whitespace-separated word, and the parts of that word (see nameParts). */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  for (const word of text.split(/\s+/)) {
    const trimmed = word.replace(EDGE_PUNCTUATION, '');
    if (trimmed === '') continue;
    words.add(trimmed.toLowerCase());
    // most description words are one plain word: only the others have parts worth splitting
    if (!PLAIN_WORD.test(trimmed)) for (const part of nameParts(trimmed)) words.add(part);
  }
  return [...words];
}

/**
 * Every word searchTools matches a tool by, from its name, title and description, each once: what a page
 * that cannot run the core (the plain documentation's search script) needs to match the same way.
 */
export function toolSearchWords(tool: SearchableTool): string[] {
  return [...new Set(searchIndex([tool]).entries[0]!.fields.flat())];
}

/** The catalog's tools prepared for searchTools, in list order. */
export function searchIndex(tools: readonly SearchableTool[]): SearchIndex {
  return {
    names: tools.map((tool) => tool.name),
    entries: tools.map((tool) => ({
      exact: tool.name.toLowerCase(),
      fields: [searchWords(tool.name), searchWords(tool.title ?? ''), searchWords(tool.description ?? '')],
    })),
  };
}

/**
 * The names of the tools that match every word of `query` (case-insensitive; each query word, or its singular, must
 * start some word of the tool's name, title or description), best first: the exact name, then tools matched by
 * name alone, then by title, then by description, in list order inside each rank. An empty query matches all.
 */
export function searchTools(index: SearchIndex, query: string): string[] {
  const terms = query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '');
  if (terms.length === 0) return [...index.names];
  const whole = query.trim().toLowerCase();
  const ranked: string[][] = [[], [], [], []];
  index.entries.forEach((entry, i) => {
    const rank = entry.exact === whole ? RANK.exact : worstRank(entry.fields, terms);
    if (rank !== undefined) ranked[rank]!.push(index.names[i]!);
  });
  return ranked.flat();
}

/** The rank of the field the least well matched term needs, or undefined when some term matches nowhere. */
function worstRank(fields: readonly (readonly string[])[], terms: readonly string[]): number | undefined {
  let worst: number = RANK.name;
  for (const term of terms) {
    const one = singular(term);
    const field = fields.findIndex((words) => words.some((word) => word.startsWith(one)));
    if (field === -1) return undefined;
    worst = Math.max(worst, FIELD_RANKS[field]!);
  }
  return worst;
}
