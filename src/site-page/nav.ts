const WIDE = '(min-width: 1024px)';

/**
 * The tools' navigation below 1024 px: the header's button opens and closes it (`aria-expanded`, and the
 * class `is-open` on the nav), Escape closes it and gives focus back to the button, and choosing a link
 * closes it. At 1024 px and wider the nav is a sidebar and the button is hidden by the sheet. Returns the
 * remover of its listeners.
 */
export function connectNavToggle(): () => void {
  const button = document.querySelector<HTMLButtonElement>('.nav-toggle');
  const nav = document.getElementById('site-nav');
  if (!button || !nav) return () => undefined;
  const setOpen = (isOpen: boolean) => {
    button.setAttribute('aria-expanded', String(isOpen));
    nav.classList.toggle('is-open', isOpen);
  };
  const onclick = () => {
    const isOpen = button.getAttribute('aria-expanded') !== 'true';
    setOpen(isOpen);
    if (isOpen) nav.querySelector<HTMLElement>('a[aria-current], a')?.focus();
  };
  const onkeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
    setOpen(false);
    button.focus();
  };
  const onnavclick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a') && !matchMedia(WIDE).matches) setOpen(false);
  };
  button.addEventListener('click', onclick);
  document.addEventListener('keydown', onkeydown);
  nav.addEventListener('click', onnavclick);
  return () => {
    button.removeEventListener('click', onclick);
    document.removeEventListener('keydown', onkeydown);
    nav.removeEventListener('click', onnavclick);
  };
}

/**
 * Marks the nav link of the tool in view `aria-current="location"` and scrolls the nav so that link stays
 * in sight. The tool in view is, of the tools whose articles cross the band below the sticky header (its
 * top third), the last in page order; once the page's end is in view (where the last tools can never
 * reach the band), the last tool whose article is on screen. IntersectionObservers, no scroll listener.
 * Returns the remover of both observers.
 */
export function connectCurrentTool(): () => void {
  const nav = document.getElementById('site-nav');
  const main = document.querySelector('main');
  const articles = [...document.querySelectorAll<HTMLElement>('article.tool[data-tool]')];
  if (!nav || !main || articles.length === 0) return () => undefined;
  const links = new Map<string, HTMLAnchorElement>();
  for (const link of nav.querySelectorAll<HTMLAnchorElement>('a[data-tool]'))
    links.set(link.dataset.tool!, link);
  const order = new Map(articles.map((article, i) => [article, i]));
  const inBand = new Set<HTMLElement>();
  let isAtEnd = false;
  let current: HTMLAnchorElement | null = null;
  const mark = () => {
    const article = isAtEnd
      ? lastOnScreen(articles)
      : [...inBand].sort((a, b) => order.get(b)! - order.get(a)!)[0];
    const link = article ? links.get(article.dataset.tool!) : undefined;
    if (!link || link === current) return;
    current?.removeAttribute('aria-current');
    link.setAttribute('aria-current', 'location');
    current = link;
    keepInSight(nav, link);
  };
  const header = document.querySelector<HTMLElement>('.site-header');
  const top = Math.ceil(header?.getBoundingClientRect().height ?? 0);
  const band = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inBand.add(entry.target as HTMLElement);
        else inBand.delete(entry.target as HTMLElement);
      }
      mark();
    },
    { rootMargin: `-${top}px 0px -66% 0px` },
  );
  for (const article of articles) band.observe(article);
  // the foot of the content: an empty element after the last tool, seen when the page can scroll no further
  const foot = document.createElement('div');
  foot.className = 'content-end';
  main.append(foot);
  const end = new IntersectionObserver((entries) => {
    isAtEnd = entries.at(-1)!.isIntersecting;
    mark();
  });
  end.observe(foot);
  return () => {
    band.disconnect();
    end.disconnect();
    foot.remove();
  };
}

/** The last article whose top is above the viewport's foot. */
function lastOnScreen(articles: readonly HTMLElement[]): HTMLElement | undefined {
  for (let i = articles.length - 1; i >= 0; i--)
    if (articles[i]!.getBoundingClientRect().top < innerHeight) return articles[i];
  return undefined;
}

/** Scrolls the nav (only the nav: never the page) so `link` is within it. */
function keepInSight(nav: HTMLElement, link: HTMLElement): void {
  if (nav.scrollHeight <= nav.clientHeight) return;
  const box = nav.getBoundingClientRect();
  const at = link.getBoundingClientRect();
  if (at.top < box.top) nav.scrollTop -= box.top - at.top + box.height / 3;
  else if (at.bottom > box.bottom) nav.scrollTop += at.bottom - box.bottom + box.height / 3;
}
