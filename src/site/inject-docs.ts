import { containBidi } from '../core/index.ts';
import { escapeHtml } from './static-html.ts';

/** What goes into the built `index.html` besides the app: the documentation, and the site's own title. */
export interface PageText {
  docs: string;
  /** The site's title; null keeps the explorer's own, which the page translates. */
  title: string | null;
  /** The meta description; null keeps the explorer's own. */
  description: string | null;
  /** The Changes section, placed before the docs so it stays, unmoved, when the explorer replaces them. */
  changes?: { section: string } | null;
}

/**
 * Puts the plain documentation before the app's mount point and the title into the head. Only text,
 * markup and the documentation's own sheet and script files are added, no inline script or style, so the
 * page's CSP stays as strict as before.
 */
export function injectDocs(indexHtml: string, page: PageText): string {
  const changes = page.changes ? `${page.changes.section}\n    ` : '';
  let html = replaceOnce(indexHtml, /<div id="app"><\/div>/, (app) => `${changes}${page.docs}\n    ${app}`);
  const description = page.description;
  if (description !== null) {
    html = replaceOnce(
      html,
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_, start) => `${start}${escapeHtml(containBidi(description))}"`,
    );
  }
  if (page.title === null) return html;
  // application-name tells the page (and browsers) the site's name before any script runs; the title stands
  // alone there, so its direction controls are only balanced, not isolated from neighbours it has none of
  const title = escapeHtml(containBidi(page.title));
  return replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    () => `<title>${title}</title>\n    <meta name="application-name" content="${title}" />`,
  );
}

// a function, not a replacement string, so a `$` in catalog text is never read as a pattern
function replaceOnce(html: string, pattern: RegExp, replace: (...match: string[]) => string): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`The built index.html has no match for ${pattern.source}.`);
  return html.slice(0, match.index) + replace(...match) + html.slice(match.index + match[0].length);
}
