/** The most characters of matched text a finding quotes. */
export const EXCERPT_LENGTH = 160;

/** Matched words as a finding quotes them: white space collapsed, cut to EXCERPT_LENGTH with `…`. */
export function excerpt(text: string, limit = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  return (
    Array.from(flat.slice(0, limit))
      .slice(0, limit - 1)
      .join('') + '…'
  );
}

/**
 * A pattern of a rule, the name under which its findings report it, and the lowercase words one of which
 * any text it matches holds: a text that holds none is not read by the pattern at all.
 */
export interface NamedPattern<Name extends string> {
  readonly name: Name;
  readonly pattern: RegExp;
  readonly anchors: readonly string[];
}

/** A text lowercased with its white space runs made single spaces, as anchors are written. */
export function flatLower(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

/** Whether a text made by flatLower holds one of a pattern's anchor words. */
export function isArmed(lower: string, anchors: readonly string[]): boolean {
  for (const anchor of anchors) if (lower.includes(anchor)) return true;
  return false;
}

/**
 * One case-insensitive expression that finds any of the anchor words: a text is read for a group of
 * patterns only when it holds one, and one search answers that for the whole group.
 */
export function anchorGate(anchors: readonly string[]): RegExp {
  const escaped = [...new Set(anchors)].map((anchor) =>
    anchor.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replaceAll(' ', '\\s+'),
  );
  return new RegExp(escaped.join('|'), 'i');
}

/** One pattern's match in a sentence: its name, the words it matched and where they start. */
export interface PatternMatch<Name extends string> {
  readonly name: Name;
  readonly words: string;
  readonly index: number;
}

/** Every pattern that matches a sentence (its first match each), earliest first. */
export function patternMatches<Name extends string>(
  sentence: string,
  patterns: readonly NamedPattern<Name>[],
): PatternMatch<Name>[] {
  const found: PatternMatch<Name>[] = [];
  for (const { name, pattern } of patterns) {
    const match = pattern.exec(sentence);
    if (match !== null) found.push({ name, words: match[0], index: match.index });
  }
  return found.sort((a, b) => a.index - b.index);
}
