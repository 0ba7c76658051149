import { containBidi, fillParts, type SentenceParams } from '../core/index.ts';
import { escapeHtml } from './escape-html.ts';

/** A value from the catalog as HTML: escaped, and isolated in `<bdi>` from whatever text sits around it. */
export function valueHtml(value: string): string {
  return `<bdi>${escapeHtml(containBidi(value))}</bdi>`;
}

/**
 * A value from the catalog as a `<code>` element: escaped, and isolated by the element's own `dir="auto"`
 * (which the browser's sheet gives `unicode-bidi: isolate`), one element where `<code><bdi>` took two.
 */
export function codeValueHtml(value: string, className?: string): string {
  const classes = className === undefined ? '' : ` class="${className}"`;
  return `<code${classes} dir="auto">${escapeHtml(containBidi(value))}</code>`;
}

/** A page sentence as HTML, each value in it isolated the way the page's own sentences isolate theirs. */
export function sentenceHtml(template: string, params: SentenceParams): string {
  return fillParts(template, params)
    .map((part) => (part.isParam ? valueHtml(part.text) : escapeHtml(part.text)))
    .join('');
}
