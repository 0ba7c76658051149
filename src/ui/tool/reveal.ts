import { tick } from 'svelte';

/** The id of the shown tool's name heading: one tool detail is on the page at a time. */
export const TOOL_HEADING_ID = 'tool-heading';

/**
 * Brings the shown tool into view (below the list on a phone) and gives it focus, so reading starts there:
 * its name heading in the documentation, or the panel of the view that is open.
 */
export async function revealTool(): Promise<void> {
  await tick();
  const target =
    document.getElementById(TOOL_HEADING_ID) ?? document.querySelector<HTMLElement>('[role="tabpanel"]');
  target?.scrollIntoView({ block: 'start' });
  target?.focus({ preventScroll: true });
}
