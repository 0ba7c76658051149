/** A mention of a tool of the scanned catalogs in a sentence: where it stands and the tool's name. */
export interface ToolReference {
  readonly start: number;
  readonly end: number;
  readonly name: string;
}

/** The names of every scanned tool, looked up by the words of a sentence. */
export interface NameIndex {
  readonly names: ReadonlySet<string>;
  /** Names with characters a word of a sentence cannot hold (a space, a letter beyond ASCII): found by search instead. */
  readonly odd: readonly string[];
  /** The tool each word seen so far names, or null: descriptions repeat their words, so each is looked up once. */
  readonly named: Map<string, string | null>;
}

// a word that may be a tool's name, namespaced or not: `send_email`, `mcp_tool_send_email`, `whatsapp.send_message`
const WORD_ONLY = /^[A-Za-z0-9_.:/-]+$/;
const SEPARATORS = '_.:/-';
// a host's namespace before a tool's name: `mcp_`, `mcp__server__`, `functions.`, `default_api:`
const HOST_PREFIX = /^(?:mcp|functions?|tools?|default_api)[_.:/-]/i;
const MARKS = '`\'"';

/** Indexes the names of every tool of the scanned catalogs. */
export function nameIndex(names: Iterable<string>): NameIndex {
  const all = new Set(names);
  // an odd name is searched for in every sentence: one too short or without a letter would be found everywhere
  const odd = [...all].filter(
    (name) => !WORD_ONLY.test(name) && name.trim().length >= 3 && /[\p{L}\p{N}]/u.test(name),
  );
  return { names: all, odd, named: new Map() };
}

/**
 * Whether a name cannot be read as a common word: it holds a separator or a digit, or is camelCase. A name
 * such as `fetch` or `search` is a reference only when the sentence marks it as a name (see toolReferences).
 */
export function isDistinctive(name: string): boolean {
  return /[^\p{L}]/u.test(name) || /\p{Ll}\p{Lu}/u.test(name);
}

/**
 * The tools a sentence names, other than `own`: a word that is a tool's name, or ends in one after a host's
 * namespace (`mcp_tool_send_email`). A plain word (`fetch`) counts only when quoted or called a tool.
 */
export function toolReferences(sentence: string, index: NameIndex, own: string): ToolReference[] {
  const found: ToolReference[] = [];
  let start = -1;
  let isPlain = true; // only lowercase letters so far: such a word can only name a tool if it is marked
  for (let i = 0; i <= sentence.length; i++) {
    const unit = i < sentence.length ? sentence.charCodeAt(i) : 0x20;
    if (isNameChar(unit)) {
      if (start === -1) [start, isPlain] = [i, true];
      if (unit < 0x61 || unit > 0x7a) isPlain = false;
      continue;
    }
    if (start === -1) continue;
    let end = i;
    while (end > start && isTrailing(sentence.charCodeAt(end - 1))) end--;
    const isCandidate = end > start && (!isPlain || isMarked(sentence, start, end));
    const reference = isCandidate ? referenceAt(sentence, start, end, index, own) : null;
    if (reference !== null) found.push(reference);
    start = -1;
  }
  for (const name of index.odd) {
    if (name === own) continue;
    for (let at = sentence.indexOf(name); at !== -1; at = sentence.indexOf(name, at + name.length))
      found.push({ start: at, end: at + name.length, name });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The tool a word of a sentence (a run of ASCII letters, digits and `_.:/-`) names, if it names one other than `own`. */
function referenceAt(
  sentence: string,
  start: number,
  end: number,
  index: NameIndex,
  own: string,
): ToolReference | null {
  const word = sentence.slice(start, end);
  let name = index.named.get(word);
  if (name === undefined) index.named.set(word, (name = namedBy(word, index.names)));
  if (name === null || name === own) return null;
  return isDistinctive(name) || isMarked(sentence, start, end) ? { start, end, name } : null;
}

function isNameChar(unit: number): boolean {
  const letter = unit | 0x20; // a-z and A-Z alike
  return (
    (letter >= 0x61 && letter <= 0x7a) || (unit >= 0x30 && unit <= 0x39) || unit === 0x5f || isTrailing(unit)
  );
}

/** `.`, `:`, `/` and `-`: inside a namespaced name, but not at its end. */
function isTrailing(unit: number): boolean {
  return unit === 0x2e || unit === 0x3a || unit === 0x2f || unit === 0x2d;
}

/** The tool a word names: the word itself, or the longest tool name it ends in after a namespace. */
function namedBy(word: string, names: ReadonlySet<string>): string | null {
  if (names.has(word)) return word;
  for (let i = 0; i < word.length - 1; i++) {
    if (!SEPARATORS.includes(word[i]!)) continue;
    const name = word.slice(i + 1);
    if (names.has(name) && (isDistinctive(name) || HOST_PREFIX.test(word))) return name;
  }
  return null;
}

/** Whether a plain word is marked as a name: between quotes or backticks, or called a tool ("the fetch tool"). */
function isMarked(sentence: string, start: number, end: number): boolean {
  const before = sentence[start - 1];
  if (before !== undefined && MARKS.includes(before) && sentence[end] === before) return true;
  return sentence.startsWith(' tool', end) || (start >= 5 && sentence.startsWith('tool ', start - 5));
}
