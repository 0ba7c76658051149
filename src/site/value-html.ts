import { containBidi, fillParts, type SentenceParams } from '../core/index.ts';
import { escapeHtml } from './escape-html.ts';

/** A value from the catalog as HTML: escaped, and isolated in `<bdi>` from whatever text sits around it. */
export function valueHtml(value: string): string {
  return `<bdi>${escapeHtml(containBidi(value))}</bdi>`;
}

/** A page sentence as HTML, each value in it isolated the way the page's own sentences isolate theirs. */
export function sentenceHtml(template: string, params: SentenceParams): string {
  return fillParts(template, params)
    .map((part) => (part.isParam ? valueHtml(part.text) : escapeHtml(part.text)))
    .join('');
}
