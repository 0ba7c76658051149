import { nextIndex } from './next-index.ts';
import { findByPrefix, typeAheadQuery, typeAheadStart } from './type-ahead.ts';

/** What a key did in a listbox: choose the active option, make another one active, or nothing visible. */
export type ListboxAction =
  { kind: 'choose'; index: number } | { kind: 'activate'; index: number } | { kind: 'none' };

/** The parts of a keyboard event the key map reads. */
export interface ListboxKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Letters typed within this many milliseconds of each other extend one type-ahead search. */
export const TYPE_AHEAD_MS = 500;

/**
 * The key map of a single-select listbox (WAI-ARIA APG): Up/Down without wrapping, Home/End, Enter or Space
 * to choose, and type-ahead on the option labels. It keeps only the letters typed so far.
 */
export class ListboxKeys {
  #typed = '';
  #typedAt = -Infinity;

  /** The action for `event`, or undefined when the key is not the listbox's and must be left alone. */
  action(
    event: ListboxKey,
    labels: readonly string[],
    active: number,
    now: number,
  ): ListboxAction | undefined {
    const { key } = event;
    // A space while typing is part of the search ("select option"), not a choice.
    if (key === ' ' && this.#typed !== '' && now - this.#typedAt < TYPE_AHEAD_MS)
      return this.#typeAhead(key, labels, active, now);
    if (key.length > 1) this.#typed = '';
    if (key === 'Enter' || key === ' ')
      return active < labels.length ? { kind: 'choose', index: active } : { kind: 'none' };
    const target = nextIndex(key, { index: active, count: labels.length, axis: 'vertical', wrap: false });
    if (target !== undefined) return { kind: 'activate', index: target };
    if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
      return this.#typeAhead(key, labels, active, now);
    return undefined;
  }

  #typeAhead(key: string, labels: readonly string[], active: number, now: number): ListboxAction {
    this.#typed = (now - this.#typedAt < TYPE_AHEAD_MS ? this.#typed : '') + key;
    this.#typedAt = now;
    const found = findByPrefix(labels, typeAheadQuery(this.#typed), typeAheadStart(this.#typed, active));
    return found === undefined ? { kind: 'none' } : { kind: 'activate', index: found };
  }
}
