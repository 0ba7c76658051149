import { appendPointer, parsePointer } from '../../core/index.ts';
import type { FieldNode } from './field-node.ts';
import type { FieldState } from './field-state.ts';
import { hasValue } from './form-value.ts';

/** A checker's issue as the form takes it: where in the value, the key it says is missing, and its words. */
export interface FormIssue {
  path: string;
  /** For a missing required key: the key, so the issue is shown at that key's field, not at its object. */
  missingKey?: string;
  text: string;
}

/** An issue placed at the field that shows it; `pointer` is that field's pointer into the value. */
export interface PlacedIssue {
  pointer: string;
  text: string;
}

/** A key the schema does not allow (`additionalProperties: false`), listed so the visitor can remove it. */
export interface DisallowedKey {
  /** Pointer of the object that holds the key. */
  objectPointer: string;
  pointer: string;
  key: string;
  id: number;
}

/** The node and state a field shows after stepping through nullable and variant wrappers, which add no pointer token. */
export function unwrap(node: FieldNode, state: FieldState): { node: FieldNode; state: FieldState } {
  for (let hops = 0; hops < 64; hops++) {
    if (state.kind === 'nullable' && node.kind === 'nullable' && !state.isNull && state.inner) {
      ({ node, state } = { node: node.inner(), state: state.inner });
    } else if (state.kind === 'variant' && node.kind === 'variants' && state.states[state.index]) {
      ({ node, state } = { node: node.variants[state.index]!.node(), state: state.states[state.index]! });
    } else break;
  }
  return { node, state };
}

/**
 * The pointer of the deepest field the form draws for an issue at `path` in the arguments it wrote (a
 * left-out key's "Add" button counts; an array index counts only the items that hold a value).
 */
export function fieldFor(root: FieldNode, rootState: FieldState, path: string, missingKey?: string): string {
  const tokens = parsePointer(path);
  if (!tokens) return '';
  let here = { node: root, state: rootState };
  let pointer = '';
  for (const token of [...tokens, ...(missingKey === undefined ? [] : [missingKey])]) {
    here = unwrap(here.node, here.state);
    const { node, state } = here;
    if (state.kind === 'object' && node.kind === 'object') {
      const index = node.properties.findIndex((property) => property.key === token);
      const field = index < 0 ? undefined : state.fields[index];
      if (index >= 0 && !field) return appendPointer(pointer, token);
      if (index < 0)
        return state.extras.some((extra) => extra.key === token) ? appendPointer(pointer, token) : pointer;
      here = { node: node.properties[index]!.node(), state: field! };
      pointer = appendPointer(pointer, token);
    } else if (state.kind === 'array' && node.kind === 'array') {
      const index = /^(0|[1-9]\d*)$/.test(token) ? formIndex(node, state, Number(token)) : -1;
      if (index < 0) return pointer;
      here = { node: node.item(), state: state.items[index]!.state };
      pointer = appendPointer(pointer, index);
    } else return pointer;
  }
  return pointer;
}

/** The form's index of the item an array of the arguments holds at `index`, or -1; items without a value are left out of them. */
function formIndex(
  node: Extract<FieldNode, { kind: 'array' }>,
  state: Extract<FieldState, { kind: 'array' }>,
  index: number,
): number {
  let held = -1;
  for (let i = 0; i < state.items.length; i++) {
    if (hasValue(node.item(), state.items[i]!.state) && ++held === index) return i;
  }
  return -1;
}

/** Places every issue at its field, in the checker's order. */
export function placeIssues(
  root: FieldNode,
  rootState: FieldState,
  issues: readonly FormIssue[],
): PlacedIssue[] {
  return issues.map((issue) => ({
    pointer: fieldFor(root, rootState, issue.path, issue.missingKey),
    text: issue.text,
  }));
}

/** What the status region sums up ("2 problems: /limit, /filters/0/op"): the count, and the distinct fields in order. */
export function summarize(placed: readonly { pointer: string }[]): { count: number; pointers: string[] } {
  return { count: placed.length, pointers: [...new Set(placed.map((issue) => issue.pointer))] };
}

/** Every key, anywhere in the form, that a closed object's schema does not allow. */
export function disallowedKeys(root: FieldNode, rootState: FieldState): DisallowedKey[] {
  const found: DisallowedKey[] = [];
  const visit = (node: FieldNode, state: FieldState, pointer: string, depth: number) => {
    if (depth > 64) return;
    ({ node, state } = unwrap(node, state));
    if (state.kind === 'array' && node.kind === 'array') {
      state.items.forEach((item, i) => visit(node.item(), item.state, appendPointer(pointer, i), depth + 1));
    }
    if (state.kind !== 'object' || node.kind !== 'object') return;
    node.properties.forEach((property, i) => {
      const field = state.fields[i];
      if (field) visit(property.node(), field, appendPointer(pointer, property.key), depth + 1);
    });
    if (!node.isClosed) return;
    for (const extra of state.extras) {
      found.push({
        objectPointer: pointer,
        pointer: appendPointer(pointer, extra.key),
        key: extra.key,
        id: extra.id,
      });
    }
  };
  visit(root, rootState, '', 0);
  return found;
}

/** The messages to show at each field, in the order given. */
export function groupByPointer(
  items: readonly { pointer: string; text: string }[],
): ReadonlyMap<string, string[]> {
  const byPointer = new Map<string, string[]>();
  for (const { pointer, text } of items) byPointer.set(pointer, [...(byPointer.get(pointer) ?? []), text]);
  return byPointer;
}
