import type { FieldNode } from './field-node.ts';
import { blankState, stateFromValue, type FieldState, type NextId } from './field-state.ts';

type Of<K extends FieldState['kind']> = Extract<FieldState, { kind: K }>;
type NodeOf<K extends FieldNode['kind']> = Extract<FieldNode, { kind: K }>;

/** Adds a left-out property with a blank value (never its default). */
export function addProperty(node: NodeOf<'object'>, state: Of<'object'>, index: number): void {
  const property = node.properties[index];
  if (property && !state.fields[index]) state.fields[index] = blankState(property.node());
}

/** Leaves a property out of the value. */
export function removeProperty(state: Of<'object'>, index: number): void {
  if (index >= 0 && index < state.fields.length) state.fields[index] = null;
}

/** Removes a key the schema does not declare. */
export function removeExtra(state: Of<'object'>, id: number): void {
  const at = state.extras.findIndex((extra) => extra.id === id);
  if (at >= 0) state.extras.splice(at, 1);
}

/** The state that holds the field's default value, for a visitor who asked for it. */
export function defaultState(node: FieldNode, nextId: NextId): FieldState | null {
  return node.defaultValue ? stateFromValue(node, node.defaultValue.value, nextId) : null;
}

/** Appends a blank item, numbered from `nextId`, and returns its index. */
export function addItem(node: NodeOf<'array'>, state: Of<'array'>, nextId: NextId): number {
  state.items.push({ id: nextId(), state: blankState(node.item()) });
  return state.items.length - 1;
}

/** Removes an item and returns the index that should take focus next (-1 when the list is now empty). */
export function removeItem(state: Of<'array'>, index: number): number {
  if (index < 0 || index >= state.items.length) return -1;
  state.items.splice(index, 1);
  return Math.min(index, state.items.length - 1);
}

/** Moves an item by `by` places (clamped to the list) and returns where it ended. */
export function moveItem(state: Of<'array'>, index: number, by: number): number {
  const to = Math.min(Math.max(index + by, 0), state.items.length - 1);
  if (index < 0 || index >= state.items.length || to === index) return index;
  const [item] = state.items.splice(index, 1);
  state.items.splice(to, 0, item!);
  return to;
}

/** Turns null on or off; turning it off brings back the value typed before, or a blank one. */
export function setNull(node: NodeOf<'nullable'>, state: Of<'nullable'>, isNull: boolean): void {
  state.isNull = isNull;
  if (!isNull && !state.inner) state.inner = blankState(node.inner());
}

/** Picks a variant; each keeps what was typed in it, and a first visit starts blank. */
export function chooseVariant(node: NodeOf<'variants'>, state: Of<'variant'>, index: number): void {
  const variant = node.variants[index];
  if (!variant) return;
  state.states[index] ??= blankState(variant.node());
  state.index = index;
}

/** Picks one of a choice field's options. */
export function chooseOption(state: Of<'choice'>, index: number): void {
  state.index = index;
  state.other = null;
}
