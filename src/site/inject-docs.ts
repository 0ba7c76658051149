import { containBidi } from '../core/index.ts';
import { escapeHtml } from './escape-html.ts';
import type { SiteLang } from './site-strings.ts';

/** What goes into the built `site.html` to make one page of a site: its body, title, description and language. */
export interface PageText {
  body: string;
  title: string;
  description: string;
  lang: SiteLang;
}

/** The marker inside the built site.html's body that a page's markup replaces. */
export const SITE_BODY_MARKER = '<!--site-body-->';

/**
 * One page of a site: the built `site.html` with its marker replaced by the page's markup, its title,
 * meta description and `<html lang>` set. Only text and markup are added, no inline script or style, so
 * the page's CSP stays as strict as before.
 */
export function injectPage(siteHtml: string, page: PageText): string {
  let html = replaceOnce(siteHtml, SITE_BODY_MARKER, () => page.body);
  html = replaceOnce(html, /<html lang="[^"]*"/, () => `<html lang="${page.lang}"`);
  const description = escapeHtml(containBidi(page.description));
  html = replaceOnce(
    html,
    /(<meta\s+name="description"\s+content=")[^"]*"/,
    (_, start) => `${start}${description}"`,
  );
  // the title stands alone in <title>, so its direction controls are only balanced, not isolated
  const title = escapeHtml(containBidi(page.title));
  return replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
}

// a function, not a replacement string, so a `$` in catalog text is never read as a pattern
function replaceOnce(
  html: string,
  pattern: RegExp | string,
  replace: (...match: string[]) => string,
): string {
  const match = typeof pattern === 'string' ? matchText(html, pattern) : pattern.exec(html);
  if (!match) throw new Error(`The built site.html has no match for ${String(pattern)}.`);
  const [whole] = match;
  return html.slice(0, match.index) + replace(...match) + html.slice(match.index + whole!.length);
}

function matchText(html: string, text: string): (string[] & { index: number }) | null {
  const index = html.indexOf(text);
  return index < 0 ? null : Object.assign([text], { index });
}
