import { describe, expect, it } from 'vitest';
import { ListboxKeys, TYPE_AHEAD_MS, type ListboxKey } from './listbox-keys.ts';

const LABELS = ['observe', 'find', 'fill', 'select_tab', 'select_option', 'scroll'];
const press = (key: string, modifiers: Partial<ListboxKey> = {}): ListboxKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('ListboxKeys', () => {
  it.each([
    ['ArrowDown', 0, { kind: 'activate', index: 1 }],
    ['ArrowDown', 5, { kind: 'activate', index: 5 }],
    ['ArrowUp', 0, { kind: 'activate', index: 0 }],
    ['Home', 4, { kind: 'activate', index: 0 }],
    ['End', 1, { kind: 'activate', index: 5 }],
    ['Enter', 2, { kind: 'choose', index: 2 }],
    [' ', 3, { kind: 'choose', index: 3 }],
  ])('answers %s from option %i with %o, never wrapping', (key, active, expected) => {
    expect(new ListboxKeys().action(press(key), LABELS, active, 0)).toEqual(expected);
  });

  it('leaves keys that are not the listbox’s to the page', () => {
    const keys = new ListboxKeys();
    expect(keys.action(press('Tab'), LABELS, 0, 0)).toBeUndefined();
    expect(keys.action(press('ArrowLeft'), LABELS, 0, 0)).toBeUndefined();
    expect(keys.action(press('f', { ctrlKey: true }), LABELS, 0, 0)).toBeUndefined();
  });

  it('chooses nothing in an empty list, but still takes Enter', () => {
    expect(new ListboxKeys().action(press('Enter'), [], 0, 0)).toEqual({ kind: 'none' });
  });

  it('jumps to the next label starting with a letter, and a repeated letter cycles', () => {
    const keys = new ListboxKeys();
    expect(keys.action(press('f'), LABELS, 0, 0)).toEqual({ kind: 'activate', index: 1 });
    expect(keys.action(press('f'), LABELS, 1, 100)).toEqual({ kind: 'activate', index: 2 });
  });

  it('extends the search with letters typed in quick succession, spaces included', () => {
    const keys = new ListboxKeys();
    let active = 0;
    for (const [i, key] of [...'select_o'].entries()) {
      const action = keys.action(press(key), LABELS, active, i * 50);
      if (action?.kind === 'activate') active = action.index;
    }
    expect(active).toBe(4);
    expect(keys.action(press(' '), LABELS, active, 400)).toEqual({ kind: 'none' });
  });

  it('starts a new search after a pause, so a space then chooses', () => {
    const keys = new ListboxKeys();
    expect(keys.action(press('s'), LABELS, 0, 0)).toEqual({ kind: 'activate', index: 3 });
    expect(keys.action(press(' '), LABELS, 3, TYPE_AHEAD_MS + 1)).toEqual({ kind: 'choose', index: 3 });
    expect(keys.action(press('o'), LABELS, 3, 2 * TYPE_AHEAD_MS + 2)).toEqual({ kind: 'activate', index: 0 });
  });

  it('answers a letter with no match without moving', () => {
    expect(new ListboxKeys().action(press('z'), LABELS, 2, 0)).toEqual({ kind: 'none' });
  });
});
