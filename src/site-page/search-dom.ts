import type { SearchEntry } from './search.ts';

// what a tool's own text is made of: everything in its article but its fields, examples and folds
const NOT_TOOL_TEXT = new Set(['H3', 'DETAILS']);

/** The page's tools and fields as search entries, in page order, read from the markup the site builder writes. */
export function readEntries(root: ParentNode = document): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const article of root.querySelectorAll<HTMLElement>('article.tool[data-tool]')) {
    const tool = article.dataset.tool!;
    const heading = article.querySelector<HTMLElement>('.tool-heading');
    if (heading?.id) entries.push({ id: heading.id, tool, path: null, name: tool, text: toolText(article) });
    for (const row of article.querySelectorAll<HTMLElement>('li.field[id]')) {
      const name = row.querySelector(':scope > .field-head .field-name')?.textContent ?? '';
      const path = row.dataset.path ?? name;
      const description = row.querySelector(':scope > .field-description')?.textContent ?? '';
      entries.push({ id: row.id, tool, path, name, text: `${path}\n${description}` });
    }
  }
  return entries;
}

/** A tool's title, description and facts: the text of its article outside the fields and the folds. */
function toolText(article: HTMLElement): string {
  return [...article.children]
    .filter((child) => !NOT_TOOL_TEXT.has(child.tagName) && !child.classList.contains('tool-columns'))
    .map((child) => child.textContent ?? '')
    .join('\n');
}
