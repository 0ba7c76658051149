import { isolate } from './isolate.ts';

/** Parameters of a sentence: strings are values from a catalog or a visitor; numbers are counts. */
export type SentenceParams = Readonly<Record<string, string | number>>;

/** A piece of a filled sentence: the sentence's own words, or a value filled into it. */
export interface SentencePart {
  text: string;
  /** A string parameter: a value every renderer isolates from the words around it (numbers are words). */
  isParam: boolean;
}

/**
 * Fills `{name}` placeholders with parameters, always as text, split where values were filled in so a
 * renderer isolates each one from the words around it; an unknown placeholder stays as written.
 */
export function fillParts(template: string, params: SentenceParams): SentencePart[] {
  const parts: SentencePart[] = [];
  let words = '';
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!;
    if (!Object.hasOwn(params, name)) continue;
    const value = params[name]!;
    words += template.slice(last, match.index);
    last = match.index + match[0].length;
    if (typeof value === 'number') {
      words += String(value);
      continue;
    }
    if (words !== '') parts.push({ text: words, isParam: false });
    parts.push({ text: value, isParam: true });
    words = '';
  }
  words += template.slice(last);
  if (words !== '') parts.push({ text: words, isParam: false });
  return parts;
}

/** The filled sentence as plain text (an attribute, a terminal, a `<title>`): each value as FSI…PDI. */
export function fillText(template: string, params: SentenceParams): string {
  return fillParts(template, params)
    .map((part) => (part.isParam ? isolate(part.text) : part.text))
    .join('');
}
