/** A piece of a filled sentence: the sentence's own words, or a parameter filled into it. */
export interface SentencePart {
  text: string;
  isParam: boolean;
}

/**
 * Fills `{name}` placeholders with parameters, always as text, split where parameters were filled in so a
 * renderer can isolate each one from the words around it; an unknown placeholder stays as written.
 */
export function fillParts(
  template: string,
  params: Readonly<Record<string, string | number>>,
): SentencePart[] {
  const parts: SentencePart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!;
    if (!Object.hasOwn(params, name)) continue;
    if (match.index > last) parts.push({ text: template.slice(last, match.index), isParam: false });
    parts.push({ text: String(params[name]), isParam: true });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last), isParam: false });
  return parts;
}

/** The filled sentence as one string (for plain text, such as the static HTML). */
export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return fillParts(template, params)
    .map((part) => part.text)
    .join('');
}
