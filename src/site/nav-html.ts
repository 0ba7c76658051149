import { containBidi } from '../core/index.ts';
import { escapeHtml } from './escape-html.ts';
import type { SiteWords } from './site-strings.ts';
import { valueHtml } from './value-html.ts';

/** How a tool changed since the previous version, as the navigation marks it. */
export type ChangeMark = 'breaking' | 'changed';

/** What the header and the navigation list: the site's title, its groups of tools and the Changes page. */
export interface NavInput {
  title: string;
  groups: readonly { name: string; tools: readonly string[] }[];
  words: SiteWords;
  /** Each changed tool's mark; empty without a previous version. */
  marks: ReadonlyMap<string, ChangeMark>;
  /** The number of changes on the Changes page; null when the site has none. */
  changes: number | null;
  /** Each tool's page file (`tool-NAME.html`), which its link leads to. */
  pages: ReadonlyMap<string, string>;
  /** The tool whose page this is: its link says so with aria-current. */
  current?: string;
  /** Whether this page is the Changes page, whose link then says so with aria-current. */
  isChanges?: boolean;
}

/** The skip link and the header: the navigation's button (below 1024 px), the title and the search button. */
export function headerHtml({ title, words, changes, isChanges }: NavInput): string {
  const changesLink =
    changes === null
      ? ''
      : `<a class="header-changes" href="changes.html"${isChanges ? ' aria-current="page"' : ''}>${escapeHtml(words.changes)}</a>`;
  return `<a class="skip-link" href="#content">${escapeHtml(words.skip)}</a><header class="site-header"><button type="button" class="nav-toggle" aria-expanded="false" aria-controls="site-nav">${escapeHtml(words.tools)}</button><a class="site-title" href="./">${valueHtml(title)}</a>${changesLink}<button type="button" class="search-open" aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K">${escapeHtml(words.search)}</button></header>`;
}

/** The navigation named "Tools": each group with a link to each of its tools and its change mark. */
export function navHtml({ groups, words, marks, changes, pages, current, isChanges }: NavInput): string {
  const items = groups.map((group) => {
    const tools = group.tools.map((name) => {
      const mark = marks.get(name);
      const badge =
        mark === undefined ? '' : ` <span class="change-mark ${mark}">${escapeHtml(words[mark])}</span>`;
      const here = name === current ? ' aria-current="page"' : '';
      return `<li><a href="${escapeHtml(pages.get(name)!)}" data-tool="${escapeHtml(name)}"${here} dir="auto">${escapeHtml(containBidi(name))}</a>${badge}</li>`;
    });
    return `<li class="nav-group"><span class="nav-group-name">${valueHtml(group.name)}</span><ul>${tools.join('')}</ul></li>`;
  });
  const changesItem =
    changes === null
      ? ''
      : `<li class="nav-changes"><a href="changes.html"${isChanges ? ' aria-current="page"' : ''}>${escapeHtml(words.changes)} (${changes})</a></li>`;
  return `<nav id="site-nav" class="site-nav" aria-label="${escapeHtml(words.tools)}"><ul>${items.join('')}${changesItem}</ul></nav>`;
}
