// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ListboxState, ROW_PX, WINDOW_FROM } from './listbox.svelte.ts';

function listbox(count: number, selected: string | null = null) {
  const names = Array.from({ length: count }, (_, i) => `tool_${String(i).padStart(4, '0')}`);
  const onselect = vi.fn();
  const state = new ListboxState({
    id: 'l',
    names: () => names,
    selected: () => selected,
    onselect,
    rowCount: () => names.length,
    rowOf: (index) => index,
  });
  return { state, names, onselect };
}

function key(state: ListboxState, key: string): void {
  state.onkeydown(new KeyboardEvent('keydown', { key }));
}

describe('ListboxState', () => {
  it('makes the selection active, or the first option when nothing is selected', () => {
    expect(listbox(5, 'tool_0003').state.activeIndex).toBe(3);
    expect(listbox(5, 'gone').state.activeIndex).toBe(0);
    expect(listbox(5).state.activeDescendant).toBe('l-option-0');
    expect(listbox(0).state.activeDescendant).toBeUndefined();
  });

  it('moves the active option by keys and chooses it with Enter', () => {
    const { state, onselect } = listbox(5);
    key(state, 'End');
    key(state, 'ArrowUp');
    expect(state.activeIndex).toBe(3);
    expect(onselect).not.toHaveBeenCalled();
    key(state, 'Enter');
    expect(onselect).toHaveBeenCalledWith('tool_0003', false);
  });

  it(`renders every row below ${WINDOW_FROM} rows and only the rows in view from there up`, () => {
    expect(listbox(WINDOW_FROM - 1).state.range).toEqual({ start: 0, end: WINDOW_FROM - 1 });
    // a family of 100 tools is drawn a window at a time, as the whole catalog is
    expect(listbox(100).state.isWindowed).toBe(true);
    const { state } = listbox(1000);
    state.viewport = 10 * ROW_PX;
    expect(state.isWindowed).toBe(true);
    expect(state.range).toEqual({ start: 0, end: 18 });
  });

  it('scrolls a windowed list to the active option and renders the rows around it', () => {
    const { state } = listbox(1000);
    const list = document.createElement('div');
    Object.defineProperty(list, 'clientHeight', { value: 10 * ROW_PX });
    state.viewport = 10 * ROW_PX;
    key(state, 'End');
    state.showActive(list);
    expect(list.scrollTop).toBe(990 * ROW_PX);
    expect(state.range).toEqual({ start: 982, end: 1000 });
    state.pad(list);
    expect(list.style.getPropertyValue('--rows-before')).toBe(`${982 * ROW_PX}px`);
  });
});
