import { nextIndex, type Axis } from './next-index.ts';

/** How a roving-tabindex widget moves: along which arrows, and whether Space selects the focused item. */
export interface RovingOptions {
  axis: Axis;
  /** Radio groups select on Space as well as on arrows; tabs select on arrows only. */
  isSpaceSelect?: boolean;
}

/** The index of the selected item, or 0 when none is, so the widget always has its one Tab stop. */
export function rovingIndex<T>(items: readonly T[], isSelected: (item: T) => boolean): number {
  return Math.max(0, items.findIndex(isSelected));
}

/** The item a key selects in a roving-tabindex widget (arrows wrap, Home/End), or undefined when it is not the widget's key. */
export function rovingTarget(
  key: string,
  index: number,
  count: number,
  options: RovingOptions,
): number | undefined {
  if (key === ' ' && options.isSpaceSelect) return index;
  return nextIndex(key, { index, count, axis: options.axis, wrap: true });
}

/** A radio group or tab list as its key handler sees it. */
export interface RovingGroup extends RovingOptions {
  /** The element holding the items; focus moves to its element with `role` at the selected index. */
  group: HTMLElement | undefined;
  role: 'radio' | 'tab';
  /** The items' ids in order, and the index of the selected one. */
  ids: readonly string[];
  index: number;
  onselect: (id: string) => void;
}

/** The key handler of a radio group or tab list (WAI-ARIA APG): a key selects an item and focus follows it. */
export function rovingKeydown(event: KeyboardEvent, o: RovingGroup): void {
  const target = rovingTarget(event.key, o.index, o.ids.length, o);
  if (target === undefined) return;
  event.preventDefault();
  const id = o.ids[target];
  if (id === undefined) return;
  o.onselect(id);
  o.group?.querySelectorAll<HTMLElement>(`[role="${o.role}"]`)[target]?.focus();
}
