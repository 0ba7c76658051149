import { appendPointer, parseJson } from '../../core/index.ts';
import type { FieldNode } from './field-node.ts';
import type { FieldState } from './field-state.ts';

/** Why a field's text is no value yet: a number field's text is no number, a choice is not made, in-place JSON does not parse. */
export type InputReason =
  { reason: 'not_a_number' } | { reason: 'no_choice' } | { reason: 'bad_json'; line: number; column: number };

/** A field whose text is no value yet; the arguments leave it out, and the rest of them are still checked. */
export type InputProblem = { pointer: string } & InputReason;

/**
 * The arguments a form holds, with every field that holds no value left out of them (an object's key, an
 * array's item), and those fields; `value` is undefined only when the whole arguments hold no value.
 */
export interface FormValue {
  value: unknown;
  problems: InputProblem[];
}

// what JSON (and an HTML number input) writes for a finite number; "0x10", "Infinity" and "" are not numbers here
const NUMBER_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The number a field's text spells, or undefined when it spells none. */
export function parseNumberText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** Reads the JSON value a form state holds; JSON → form → JSON gives back an equal value. */
export function formValue(node: FieldNode, state: FieldState): FormValue {
  const problems: InputProblem[] = [];
  const value = read(node, state, '', problems);
  return { value: value === LEFT_OUT ? undefined : value, problems };
}

/**
 * The arguments text a form writes: its value as indented JSON. When the whole arguments hold no value, the
 * text typed for them (in-place JSON, a number) or none, so the JSON view shows it and the check refuses it.
 */
export function formText(node: FieldNode, state: FieldState): { text: string; problems: InputProblem[] } {
  const { value, problems } = formValue(node, state);
  if (value !== undefined) return { text: JSON.stringify(value, null, 2), problems };
  return { text: state.kind === 'json' || state.kind === 'number' ? state.text : '', problems };
}

/** Whether a field holds a value, so the arguments keep it; an array item without one is left out, and later items move up. */
export function hasValue(node: FieldNode, state: FieldState): boolean {
  switch (state.kind) {
    case 'number':
    case 'choice':
    case 'json':
      return readLeaf(node, state).ok;
    case 'nullable':
      if (state.isNull || state.inner === null || node.kind !== 'nullable') return true;
      return hasValue(node.inner(), state.inner);
    case 'variant': {
      const inner = state.states[state.index];
      return node.kind !== 'variants' || !inner || hasValue(node.variants[state.index]!.node(), inner);
    }
    default:
      return true;
  }
}

// what a field without a value reads as, so the object or array around it leaves it out
const LEFT_OUT = Symbol('left out');

type LeafState = Extract<FieldState, { kind: 'number' | 'choice' | 'json' }>;

/** The value of a field whose text may spell none, or why it spells none. */
function readLeaf(
  node: FieldNode,
  state: LeafState,
): { ok: true; value: unknown } | { ok: false; why: InputReason } {
  switch (state.kind) {
    case 'number': {
      const value = parseNumberText(state.text);
      return value === undefined ? { ok: false, why: { reason: 'not_a_number' } } : { ok: true, value };
    }
    case 'choice':
      if (node.kind === 'choice' && state.index >= 0 && state.index < node.options.length)
        return { ok: true, value: node.options[state.index] };
      return state.other
        ? { ok: true, value: state.other.value }
        : { ok: false, why: { reason: 'no_choice' } };
    case 'json': {
      const parsed = parseJson(state.text);
      if (parsed.ok) return parsed;
      const { line, column } = parsed.problem;
      return { ok: false, why: { reason: 'bad_json', line, column } };
    }
  }
}

function read(node: FieldNode, state: FieldState, pointer: string, problems: InputProblem[]): unknown {
  switch (state.kind) {
    case 'string':
      return state.text;
    case 'boolean':
      return state.checked;
    case 'null':
      return null;
    case 'number':
    case 'choice':
    case 'json':
      return leafValue(node, state, pointer, problems);
    case 'nullable':
      if (state.isNull || state.inner === null) return null;
      return node.kind === 'nullable' ? read(node.inner(), state.inner, pointer, problems) : null;
    case 'variant': {
      const inner = state.states[state.index];
      if (node.kind !== 'variants' || !inner) return null;
      return read(node.variants[state.index]!.node(), inner, pointer, problems);
    }
    case 'array':
      if (node.kind !== 'array') return [];
      return state.items
        .map((item, i) => read(node.item(), item.state, appendPointer(pointer, i), problems))
        .filter((value) => value !== LEFT_OUT);
    case 'object':
      return readObject(node, state, pointer, problems);
  }
}

function leafValue(node: FieldNode, state: LeafState, pointer: string, problems: InputProblem[]): unknown {
  const leaf = readLeaf(node, state);
  if (leaf.ok) return leaf.value;
  problems.push({ pointer, ...leaf.why });
  return LEFT_OUT;
}

function readObject(
  node: FieldNode,
  state: Extract<FieldState, { kind: 'object' }>,
  pointer: string,
  problems: InputProblem[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // defineProperty: a key named "__proto__" must stay an own key, never the object's prototype
  const put = (key: string, value: unknown) => {
    if (value === LEFT_OUT) return;
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  };
  if (node.kind === 'object') {
    node.properties.forEach((property, i) => {
      const field = state.fields[i];
      if (field)
        put(property.key, read(property.node(), field, appendPointer(pointer, property.key), problems));
    });
  }
  for (const extra of state.extras)
    put(extra.key, leafValue(node, extra, appendPointer(pointer, extra.key), problems));
  return out;
}
