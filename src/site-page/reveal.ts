/** Opens every fold around `target`, so a link to a nested field shows it. */
export function unfold(target: Element): void {
  for (let fold = target.closest('details'); fold; fold = fold.parentElement?.closest('details') ?? null) {
    // the Try-it fold is opened by its own summary only: it loads the checker
    if (!fold.open && !fold.classList.contains('try')) fold.open = true;
  }
}

/** Moves focus to `target` without scrolling, so the next Tab continues from what was opened. */
export function focusWithoutScroll(target: HTMLElement): void {
  if (!target.matches('a[href], button, input, select, textarea, summary, [tabindex]'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Opens the element with `id` as a link to it would: a new history entry (Back returns), the folds around
 * it opened, scrolled into view below the sticky header (the sheet's scroll-margin-top), and focused.
 */
export function goTo(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  unfold(target);
  if (location.hash === `#${id}`) target.scrollIntoView({ block: 'start' });
  else location.hash = id;
  focusWithoutScroll(target);
}
