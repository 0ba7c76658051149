import { untrack } from 'svelte';
import { ListboxKeys } from './listbox-keys.ts';
import { scrollToShow, visibleRange } from './visible-range.ts';

/**
 * From this many rows up a list renders only the rows in view (about 26 in the catalog's list), so a switch
 * to a family of 100 tools, or to 1000, stays within a frame: drawing 100 rows whole took most of one.
 */
export const WINDOW_FROM = 50;
/** The fixed height of a row while a list is windowed. */
export const ROW_PX = 36;

/** What a listbox shows: its options' names in key order, and the row each takes (group headings take rows too). */
export interface ListboxOptions {
  /** The id the options' ids are made from (`$props.id()`). */
  id: string;
  names: () => readonly string[];
  selected: () => string | null;
  /** Chooses an option: by Enter or Space, or by a click or tap (`isClick`), after which a page may show the choice. */
  onselect: (name: string, isClick: boolean) => void;
  /** How many rows the list draws, options and headings. */
  rowCount: () => number;
  /** The row of the option at an index (the index itself when there are no headings). */
  rowOf: (index: number) => number;
}

/**
 * The state of a single-select listbox with `aria-activedescendant` (WAI-ARIA APG), for every tool list:
 * the active option follows keys, then falls back to the selection, then the first option; the active option
 * is kept in view inside the list's own scroll area; from `WINDOW_FROM` rows up only the rows in view are
 * rendered (with padding for the rest), and each option states its `aria-setsize` and `aria-posinset`.
 */
export class ListboxState {
  #activeName = $state<string | null>(null);
  #scrollTop = $state(0);
  /** The list's height in pixels, bound from the element. */
  viewport = $state(0);
  readonly #keys = new ListboxKeys();
  readonly #o: ListboxOptions;

  constructor(options: ListboxOptions) {
    this.#o = options;
  }

  /** The index of the active option (the one keys act on). */
  activeIndex = $derived.by(() => {
    const names = this.#o.names();
    const active = this.#activeName === null ? -1 : names.indexOf(this.#activeName);
    if (active >= 0) return active;
    const selected = this.#o.selected();
    return Math.max(selected === null ? -1 : names.indexOf(selected), 0);
  });

  isWindowed = $derived.by(() => this.#o.rowCount() >= WINDOW_FROM);

  /** The rows to render, as [start, end). */
  range = $derived.by(() => {
    const count = this.#o.rowCount();
    if (!this.isWindowed) return { start: 0, end: count };
    const viewport = this.viewport || 400;
    return visibleRange({ scrollTop: this.#scrollTop, viewport, row: ROW_PX, count, overscan: 8 });
  });

  /** The `aria-activedescendant` of the list: the active option's id, or none in an empty list. */
  activeDescendant = $derived.by(() =>
    this.#o.names().length > 0 ? this.optionId(this.activeIndex) : undefined,
  );

  optionId(index: number): string {
    return `${this.#o.id}-option-${index}`;
  }

  /** Sets the padding that stands in for rows not rendered; through the CSSOM, which the style-src policy allows. */
  pad(list: HTMLElement): void {
    // a list drawn whole has its range from 0 to its row count: no padding
    const { start, end } = this.range;
    list.style.setProperty('--rows-before', `${start * ROW_PX}px`);
    list.style.setProperty('--rows-after', `${(this.#o.rowCount() - end) * ROW_PX}px`);
  }

  /**
   * Scrolls the list (never the page) so the active option is in view; `list` must be its options' offset
   * parent. It follows the active option only: a scroll by wheel, touch or scroll bar is not undone.
   */
  showActive(list: HTMLElement): void {
    const index = this.activeIndex;
    // the first option of a list scrolled to its top is in view: nothing to measure, so no layout is forced
    // (the scroll position is read untracked: a scroll away from the first option must not bring it back)
    if (index === 0 && untrack(() => this.#scrollTop) === 0) return;
    const option = this.isWindowed ? null : document.getElementById(this.optionId(index));
    const top = this.isWindowed ? this.#o.rowOf(index) * ROW_PX : (option?.offsetTop ?? 0);
    const height = this.isWindowed ? ROW_PX : (option?.offsetHeight ?? 0);
    const next = scrollToShow({ top, height, scrollTop: list.scrollTop, viewport: list.clientHeight });
    if (next !== list.scrollTop) list.scrollTop = next;
    this.#scrollTop = list.scrollTop;
  }

  onscroll = (event: Event): void => {
    this.#scrollTop = (event.currentTarget as HTMLElement).scrollTop;
  };

  onkeydown = (event: KeyboardEvent): void => {
    const names = this.#o.names();
    const action = this.#keys.action(event, names, this.activeIndex, performance.now());
    if (action === undefined) return;
    event.preventDefault();
    const name = action.kind === 'none' ? undefined : names[action.index];
    if (name === undefined) return;
    this.#activeName = name;
    if (action.kind === 'choose') this.#o.onselect(name, false);
  };

  onclick = (event: MouseEvent): void => {
    const name = (event.target as Element).closest<HTMLElement>('[role="option"]')?.dataset.name;
    if (name === undefined) return;
    this.#activeName = name;
    this.#o.onselect(name, true);
  };
}
