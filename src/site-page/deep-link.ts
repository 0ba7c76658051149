import { fieldPathAnchor, toolAnchor } from '../site/anchors.ts';
import { focusWithoutScroll, unfold } from './reveal.ts';

/**
 * The element a `?tool=NAME` (and `&field=PATH`) address names: the tool's heading, or that field's row;
 * null when the page has no such tool or field.
 */
export function linkedElement(search: string, root: ParentNode = document): HTMLElement | null {
  const params = new URLSearchParams(search);
  const tool = params.get('tool');
  if (tool === null) return null;
  const article = root.querySelector<HTMLElement>(`article.tool[data-tool="${CSS.escape(tool)}"]`);
  if (!article) return null;
  const field = params.get('field');
  const row =
    field === null ? null : article.querySelector<HTMLElement>(`li.field[data-path="${CSS.escape(field)}"]`);
  return row ?? article.querySelector<HTMLElement>('.tool-heading');
}

/**
 * Where a `?tool=NAME` (and `&field=PATH`) address leads from a page that does not hold that tool: the
 * tool's page, as the navigation links it, and the id of its heading or of that field's row; null for a
 * tool the site does not have.
 */
export function linkedPage(search: string, root: ParentNode = document): string | null {
  const params = new URLSearchParams(search);
  const tool = params.get('tool');
  if (tool === null) return null;
  const link = root.querySelector(`#site-nav a[data-tool="${CSS.escape(tool)}"]`);
  const href = link?.getAttribute('href');
  if (!href) return null;
  const field = params.get('field');
  const id = (field === null ? null : fieldPathAnchor(tool, field)) ?? toolAnchor(tool);
  return `${href}#${id}`;
}

/**
 * On arrival at `?tool=NAME`, scrolls that tool (or field) into view below the sticky header, unless the
 * address also has a fragment, which the browser has followed already; a fragment naming a folded field
 * opens its folds. A tool on another page is opened there, in place of this address (Back skips it).
 */
export function followAddress(): void {
  const fromHash = hashTarget();
  if (fromHash) {
    unfold(fromHash);
    fromHash.scrollIntoView({ block: 'start' });
    return;
  }
  const target = linkedElement(location.search);
  if (!target) {
    const page = linkedPage(location.search);
    if (page !== null) location.replace(page);
    return;
  }
  unfold(target);
  target.scrollIntoView({ block: 'start' });
  focusWithoutScroll(target);
}

/** Opens the folds around the element a fragment names when the fragment changes; returns the remover. */
export function unfoldOnHashChange(): () => void {
  const onhashchange = () => {
    const target = hashTarget();
    if (target && !target.checkVisibility()) {
      unfold(target);
      target.scrollIntoView({ block: 'start' });
    }
  };
  addEventListener('hashchange', onhashchange);
  return () => removeEventListener('hashchange', onhashchange);
}

/** The element the address's fragment names, or null (none, no such id, or a fragment that is not valid UTF-8). */
function hashTarget(): HTMLElement | null {
  if (location.hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(location.hash.slice(1)));
  } catch {
    return null;
  }
}
