import { appendPointer, parseJson, parsePointer } from '../../core/index.ts';
import { UNDECLARED_KEY_NODE, type FieldNode } from './field-node.ts';
import type { FieldState, NextId } from './field-state.ts';
import * as act from './field-actions.ts';
import { parseNumberText } from './form-value.ts';

/**
 * What the form shows, read plainly as a test oracle: the value of every field that holds one, where each
 * value location is drawn (value pointer → the field's pointer and, for an object, the keys it draws), and
 * the fields that hold none, in the order the form reads them.
 */
export interface Shown {
  value: unknown;
  drawn: Map<string, { pointer: string; keys: readonly string[] }>;
  leftOut: string[];
}

/** Reads the arguments a form shows, without the form's own reader. */
export function shownArguments(node: FieldNode, state: FieldState): Shown {
  const shown: Shown = { value: undefined, drawn: new Map(), leftOut: [] };
  shown.value = show(node, state, '', '', shown);
  return shown;
}

function show(node: FieldNode, state: FieldState, at: string, into: string, shown: Shown): unknown {
  // a null toggle and a variant picker add no pointer token: the field is what they hold
  if (state.kind === 'nullable' && node.kind === 'nullable' && !state.isNull && state.inner)
    return show(node.inner(), state.inner, at, into, shown);
  const inner = state.kind === 'variant' ? state.states[state.index] : null;
  if (state.kind === 'variant' && node.kind === 'variants' && inner)
    return show(node.variants[state.index]!.node(), inner, at, into, shown);
  const value = showHere(node, state, at, into, shown);
  if (value === undefined) shown.leftOut.push(at);
  else {
    shown.drawn.set(into, { pointer: at, keys: keysOf(node, state) });
  }
  return value;
}

/** The keys an object field draws a field or an Add button for: its declared properties and the other keys it holds. */
function keysOf(node: FieldNode, state: FieldState): string[] {
  if (state.kind !== 'object' || node.kind !== 'object') return [];
  return [...node.properties.map((property) => property.key), ...state.extras.map((extra) => extra.key)];
}

function showHere(node: FieldNode, state: FieldState, at: string, into: string, shown: Shown): unknown {
  switch (state.kind) {
    case 'string':
      return state.text;
    case 'boolean':
      return state.checked;
    case 'null':
    case 'nullable':
    case 'variant':
      return null;
    case 'number':
      return parseNumberText(state.text);
    case 'json': {
      const parsed = parseJson(state.text);
      return parsed.ok ? parsed.value : undefined;
    }
    case 'choice':
      if (state.index >= 0 && node.kind === 'choice') return node.options[state.index];
      return state.other?.value;
    case 'array': {
      const items: unknown[] = [];
      if (node.kind !== 'array') return items;
      for (const [i, item] of state.items.entries()) {
        const value = show(
          node.item(),
          item.state,
          appendPointer(at, i),
          appendPointer(into, items.length),
          shown,
        );
        if (value !== undefined) items.push(value);
      }
      return items;
    }
    case 'object':
      return showObject(node, state, at, into, shown);
  }
}

function showObject(
  node: FieldNode,
  state: Extract<FieldState, { kind: 'object' }>,
  at: string,
  into: string,
  shown: Shown,
): Record<string, unknown> {
  const fields: [string, FieldNode, FieldState][] = [];
  const properties = node.kind === 'object' ? node.properties : [];
  for (const [i, property] of properties.entries()) {
    const field = state.fields[i];
    if (field) fields.push([property.key, property.node(), field]);
  }
  for (const extra of state.extras) fields.push([extra.key, UNDECLARED_KEY_NODE, extra]);
  const out: Record<string, unknown> = {};
  for (const [key, child, field] of fields) {
    const value = show(child, field, appendPointer(at, key), appendPointer(into, key), shown);
    if (value !== undefined) Object.defineProperty(out, key, { value, enumerable: true, writable: true });
  }
  return out;
}

/**
 * The field the form should show an issue at: the deepest drawn location on its path (a missing key's
 * token last), or the field or Add button of the first key on it that the arguments leave out.
 */
export function expectedField(shown: Shown, path: string, missingKey?: string): string {
  let into = '';
  let here = shown.drawn.get('')!;
  for (const token of [...(parsePointer(path) ?? []), ...(missingKey === undefined ? [] : [missingKey])]) {
    into = appendPointer(into, token);
    const next = shown.drawn.get(into);
    if (!next) return here.keys.includes(token) ? appendPointer(here.pointer, token) : here.pointer;
    here = next;
  }
  return here.pointer;
}

/** What one step of a visitor types or picks: `n` picks among options or variants, `text` is typed. */
export interface Payload {
  n: number;
  text: string;
}

/** One thing a visitor can do to the form now, as the form's components do it. */
export type Handle = (payload: Payload) => void;

/** Every add, choose, type, clear, remove, move, null toggle, variant pick and default a visitor can reach now. */
export function handles(
  node: FieldNode,
  state: FieldState,
  replace: (next: FieldState) => void,
  nextId: NextId,
): Handle[] {
  const out: Handle[] = [];
  collect(node, state, replace, 0, out, nextId);
  return out;
}

function collect(
  node: FieldNode,
  state: FieldState,
  replace: (next: FieldState) => void,
  depth: number,
  out: Handle[],
  nextId: NextId,
): void {
  if (depth > 8) return;
  if (node.defaultValue) out.push(() => replace(act.defaultState(node, nextId)!));
  switch (state.kind) {
    case 'string':
    case 'number':
    case 'json':
      out.push(
        ({ text }) => (state.text = text),
        () => (state.text = ''),
      );
      return;
    case 'boolean':
      out.push(() => (state.checked = !state.checked));
      return;
    case 'choice':
      if (node.kind === 'choice') out.push(({ n }) => act.chooseOption(state, n % node.options.length));
      return;
    case 'nullable':
      if (node.kind !== 'nullable') return;
      out.push(() => act.setNull(node, state, !state.isNull));
      if (!state.isNull && state.inner)
        collect(node.inner(), state.inner, (next) => (state.inner = next), depth + 1, out, nextId);
      return;
    case 'variant': {
      if (node.kind !== 'variants') return;
      out.push(({ n }) => act.chooseVariant(node, state, n % node.variants.length));
      const at = state.index;
      const inner = state.states[at];
      if (inner)
        collect(
          node.variants[at]!.node(),
          inner,
          (next) => (state.states[at] = next),
          depth + 1,
          out,
          nextId,
        );
      return;
    }
    case 'array':
      if (node.kind !== 'array') return;
      out.push(() => act.addItem(node, state, nextId));
      for (const [i, item] of state.items.entries()) {
        out.push(
          () => act.removeItem(state, i),
          () => act.moveItem(state, i, -1),
        );
        collect(node.item(), item.state, (next) => (item.state = next), depth + 1, out, nextId);
      }
      return;
    case 'object':
      collectObject(node, state, depth, out, nextId);
  }
}

function collectObject(
  node: FieldNode,
  state: Extract<FieldState, { kind: 'object' }>,
  depth: number,
  out: Handle[],
  nextId: NextId,
): void {
  if (node.kind !== 'object') return;
  for (const [i, property] of node.properties.entries()) {
    const field = state.fields[i];
    if (!field) {
      out.push(() => act.addProperty(node, state, i));
      continue;
    }
    if (!property.isRequired) out.push(() => act.removeProperty(state, i));
    collect(property.node(), field, (next) => (state.fields[i] = next), depth + 1, out, nextId);
  }
  for (const extra of state.extras) {
    out.push(() => act.removeExtra(state, extra.id));
    // a closed object lists its stray keys to be removed, not edited
    if (!node.isClosed) out.push(({ text }) => (extra.text = text));
  }
}
