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
    // the link of the page's own tool when there is one (a selector list would take the first link)
    if (isOpen) (nav.querySelector<HTMLElement>('a[aria-current]') ?? nav.querySelector('a'))?.focus();
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

/** Scrolls the nav (only the nav, never the page) so the link of the page's own tool is in sight. */
export function showCurrentLink(): void {
  const nav = document.getElementById('site-nav');
  const link = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (nav && link) keepInSight(nav, link);
}

/** Scrolls the nav (only the nav: never the page) so `link` is within it. */
function keepInSight(nav: HTMLElement, link: HTMLElement): void {
  if (nav.scrollHeight <= nav.clientHeight) return;
  const box = nav.getBoundingClientRect();
  const at = link.getBoundingClientRect();
  if (at.top < box.top) nav.scrollTop -= box.top - at.top + box.height / 3;
  else if (at.bottom > box.bottom) nav.scrollTop += at.bottom - box.bottom + box.height / 3;
}
