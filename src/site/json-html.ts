import { escapeText } from './escape-html.ts';

// direction controls reorder the text around them; inside a JSON string they are written as escapes
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A JSON value as the text a code block shows and a copy button copies: indented by two spaces, with each
 * direction control inside a string written as its `\uXXXX` escape, which parses to the same value and
 * cannot reorder the code around it.
 */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  return text.replace(
    DIRECTION_CONTROLS,
    (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );
}

/** A JSON value as an HTML code block that scrolls in its own box (focusable, so a keyboard scrolls it too). */
export function jsonBlockHtml(value: unknown): string {
  return `<pre tabindex="0"><code>${escapeText(jsonText(value))}</code></pre>`;
}
