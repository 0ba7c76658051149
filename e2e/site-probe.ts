// Measurements of a published site, run inside the page (passed to page.evaluate): each is self-contained.

/** Where the element with `id` sits: its top, the sticky header's foot and the viewport's height, in px. */
export function landing(id: string): { top: number; headerBottom: number; height: number } | null {
  const element = document.getElementById(id);
  if (!element) return null;
  const header = document.querySelector('.site-header');
  return {
    top: element.getBoundingClientRect().top,
    headerBottom: header ? header.getBoundingClientRect().bottom : 0,
    height: innerHeight,
  };
}

/** The chips under `root` whose text the browser drew on more than one line. */
export function brokenChips(rootSelector: string): string[] {
  const broken: string[] = [];
  for (const chip of document.querySelectorAll(`${rootSelector} .chip`)) {
    const range = document.createRange();
    range.selectNodeContents(chip);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (tops.size > 1) broken.push(chip.textContent ?? '');
  }
  return broken;
}

/**
 * The words of `words` that occur once in what the site's search reads (its `search-index.json`: names,
 * titles, descriptions and field paths), case-folded.
 */
export async function wordsOnce(words: string[]): Promise<string[]> {
  const index = (await (await fetch('search-index.json')).json()) as {
    tools: {
      name: string;
      title: string | null;
      text: string;
      fields: { path: string; name: string; text: string }[];
    }[];
  };
  const text = index.tools
    .flatMap((tool) => [
      tool.name,
      tool.title ?? '',
      tool.text,
      ...tool.fields.flatMap((f) => [f.path, f.name, f.text]),
    ])
    .join('\n')
    .toLowerCase();
  return words.filter((word) => text.split(word.toLowerCase()).length === 2);
}

/**
 * Every tool page the navigation links, fetched and parsed: for each link its tool, its href, the tools
 * whose articles the page holds, the id of its h1, the paths of its field rows and its example arguments
 * (null when the tool has none); or the HTTP status when the page could not be fetched.
 */
export async function linkedPages(): Promise<
  {
    tool: string;
    href: string;
    status: number;
    articles: string[];
    h1: string | null;
    paths: string[];
    example: string | null | undefined;
  }[]
> {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('#site-nav a[data-tool]')];
  return Promise.all(
    links.map(async (link) => {
      const tool = link.dataset.tool!;
      const href = link.getAttribute('href')!;
      const response = await fetch(href);
      const base = {
        tool,
        href,
        status: response.status,
        articles: [],
        h1: null,
        paths: [],
        example: undefined,
      };
      if (!response.ok) return base;
      const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
      const articles = [...doc.querySelectorAll<HTMLElement>('article.tool')].map((a) => a.dataset.tool!);
      const region = doc.querySelector(`section.example[aria-label^="Example arguments for "]`);
      return {
        ...base,
        articles,
        h1: doc.querySelector('main h1.tool-heading')?.id ?? null,
        paths: [...doc.querySelectorAll<HTMLElement>('li.field[data-path]')].map((row) => row.dataset.path!),
        example: region ? (region.querySelector('pre code')?.textContent ?? null) : undefined,
      };
    }),
  );
}
