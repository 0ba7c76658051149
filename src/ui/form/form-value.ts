import { appendPointer, parseJson } from '../../core/index.ts';
import type { FieldNode } from './field-node.ts';
import type { FieldState } from './field-state.ts';

/**
 * Something typed that is not a value yet, found at a field before any checker runs: a number field whose
 * text is no number, a choice not made, in-place JSON that does not parse.
 */
export type InputProblem =
  | { pointer: string; reason: 'not_a_number' }
  | { pointer: string; reason: 'no_choice' }
  | { pointer: string; reason: 'bad_json'; line: number; column: number };

/** The value a form holds, or every field whose text is not a value yet. */
export type FormValue = { ok: true; value: unknown } | { ok: false; problems: InputProblem[] };

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
  return problems.length === 0 ? { ok: true, value } : { ok: false, problems };
}

function read(node: FieldNode, state: FieldState, pointer: string, problems: InputProblem[]): unknown {
  switch (state.kind) {
    case 'string':
      return state.text;
    case 'boolean':
      return state.checked;
    case 'null':
      return null;
    case 'number': {
      const value = parseNumberText(state.text);
      if (value === undefined) problems.push({ pointer, reason: 'not_a_number' });
      return value;
    }
    case 'json':
      return readJson(state.text, pointer, problems);
    case 'choice':
      return readChoice(node, state, pointer, problems);
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
      return state.items.map((item, i) => read(node.item(), item.state, appendPointer(pointer, i), problems));
    case 'object':
      return readObject(node, state, pointer, problems);
  }
}

function readChoice(
  node: FieldNode,
  state: Extract<FieldState, { kind: 'choice' }>,
  pointer: string,
  problems: InputProblem[],
): unknown {
  if (node.kind === 'choice' && state.index >= 0 && state.index < node.options.length)
    return node.options[state.index];
  if (state.other) return state.other.value;
  problems.push({ pointer, reason: 'no_choice' });
  return undefined;
}

function readObject(
  node: FieldNode,
  state: Extract<FieldState, { kind: 'object' }>,
  pointer: string,
  problems: InputProblem[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // defineProperty: a key named "__proto__" must stay an own key, never the object's prototype
  const put = (key: string, value: unknown) =>
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  if (node.kind === 'object') {
    node.properties.forEach((property, i) => {
      const field = state.fields[i];
      if (field)
        put(property.key, read(property.node(), field, appendPointer(pointer, property.key), problems));
    });
  }
  for (const extra of state.extras)
    put(extra.key, readJson(extra.text, appendPointer(pointer, extra.key), problems));
  return out;
}

function readJson(text: string, pointer: string, problems: InputProblem[]): unknown {
  const parsed = parseJson(text);
  if (parsed.ok) return parsed.value;
  problems.push({ pointer, reason: 'bad_json', line: parsed.problem.line, column: parsed.problem.column });
  return undefined;
}
