import { tick } from 'svelte';

/** The id of the shown tool's name heading: one tool detail is on the page at a time. */
export const TOOL_HEADING_ID = 'tool-heading';

/**
 * Brings the shown tool into view where it is not (below the list on a phone) and gives it focus, so reading
 * starts there: its name above the views, or the open view's panel while no name is shown.
 */
export async function revealTool(): Promise<void> {
  await tick();
  const target =
    document.getElementById(TOOL_HEADING_ID) ?? document.querySelector<HTMLElement>('[role="tabpanel"]');
  if (!target) return;
  // beside the list (a wide screen) the name is in view already and nothing moves; below it (a phone) it
  // comes to the top
  const box = target.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}
