import { hasOwnKey, isObjectValue, jsonEqual } from '../../core/index.ts';
import type { FieldNode } from './field-node.ts';

/** A key of an object value that its schema does not declare, edited as JSON in place. */
export interface ExtraKey {
  id: number;
  key: string;
  kind: 'json';
  text: string;
}

/** One item of an array field; `id` keeps its identity (and focus) when items move. */
export interface ArrayItem {
  id: number;
  state: FieldState;
}

/**
 * What the visitor has entered at one field. Any field may hold `json` instead of its own kind: a value its
 * node cannot show (a number where a string belongs, nesting past MAX_FORM_DEPTH) stays editable as JSON.
 */
export type FieldState =
  | { kind: 'string'; text: string }
  | { kind: 'number'; text: string }
  | { kind: 'boolean'; checked: boolean }
  | { kind: 'null' }
  /** `index` into the node's options, or -1 with `other` holding a value that is none of them (or nothing yet). */
  | { kind: 'choice'; index: number; other: { value: unknown } | null }
  /** `inner` is kept while the value is null, so turning null off brings back what was typed. */
  | { kind: 'nullable'; isNull: boolean; inner: FieldState | null }
  /** One remembered state per variant, so switching back and forth keeps what was typed. */
  | { kind: 'variant'; index: number; states: (FieldState | null)[] }
  /** `fields` lines up with the node's properties; null is a property left out of the value. */
  | { kind: 'object'; fields: (FieldState | null)[]; extras: ExtraKey[] }
  | { kind: 'array'; items: ArrayItem[] }
  | { kind: 'json'; text: string };

/** Nesting the form draws as fields; deeper values are edited as JSON in place, so drawing stays bounded. */
export const MAX_FORM_DEPTH = 32;

/** Gives a fresh id for an array item or extra key, unique among the ids of the source it came from. */
export type NextId = () => number;

/** A new id source; each form owns one, so the ids of its items and keys never repeat while it is shown. */
export function idSource(): NextId {
  let last = 0;
  return () => ++last;
}

/** Indented JSON text of a value, as the in-place JSON editors show it. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}

/** Compact JSON of a value, cut to `limit` code points with an ellipsis, for labels such as a default's. */
export function shortJson(value: unknown, limit = 40): string {
  const text = [...(JSON.stringify(value) ?? 'null')];
  return text.length <= limit ? text.join('') : `${text.slice(0, limit - 1).join('')}…`;
}

/** The form state that shows `value` at a field built from `node`, numbering items and keys from `nextId`. */
export function stateFromValue(node: FieldNode, value: unknown, nextId: NextId, depth = 0): FieldState {
  if (depth >= MAX_FORM_DEPTH) return { kind: 'json', text: jsonText(value) };
  switch (node.kind) {
    case 'string':
      return typeof value === 'string' ? { kind: 'string', text: value } : asJson(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { kind: 'number', text: String(value) }
        : asJson(value);
    case 'boolean':
      return typeof value === 'boolean' ? { kind: 'boolean', checked: value } : asJson(value);
    case 'null':
      return value === null ? { kind: 'null' } : asJson(value);
    case 'choice': {
      const index = node.options.findIndex((option) => jsonEqual(option, value));
      return { kind: 'choice', index, other: index < 0 ? { value } : null };
    }
    case 'nullable':
      if (value === null) return { kind: 'nullable', isNull: true, inner: null };
      return {
        kind: 'nullable',
        isNull: false,
        inner: stateFromValue(node.inner(), value, nextId, depth + 1),
      };
    case 'variants':
      return variantState(node, value, nextId, depth);
    case 'object':
      return isObjectValue(value) ? objectState(node, value, nextId, depth) : asJson(value);
    case 'array':
      if (!Array.isArray(value)) return asJson(value);
      return {
        kind: 'array',
        items: value.map((item) => ({
          id: nextId(),
          state: stateFromValue(node.item(), item, nextId, depth + 1),
        })),
      };
    case 'json':
      return asJson(value);
  }
}

function asJson(value: unknown): FieldState {
  return { kind: 'json', text: jsonText(value) };
}

function objectState(
  node: Extract<FieldNode, { kind: 'object' }>,
  value: Record<string, unknown>,
  nextId: NextId,
  depth: number,
): FieldState {
  const fields = node.properties.map((property) =>
    hasOwnKey(value, property.key)
      ? stateFromValue(property.node(), value[property.key], nextId, depth + 1)
      : null,
  );
  const declared = new Set(node.properties.map((property) => property.key));
  const extras = Object.keys(value)
    .filter((key) => !declared.has(key))
    .map((key) => ({ id: nextId(), key, kind: 'json' as const, text: jsonText(value[key]) }));
  return { kind: 'object', fields, extras };
}

function variantState(
  node: Extract<FieldNode, { kind: 'variants' }>,
  value: unknown,
  nextId: NextId,
  depth: number,
): FieldState {
  const nodes = node.variants.map((variant) => variant.node());
  let index = nodes.findIndex((candidate) => fits(candidate, value, 2));
  if (index < 0) index = nodes.findIndex((candidate) => fits(candidate, value, 0));
  if (index < 0) return asJson(value);
  const states: (FieldState | null)[] = nodes.map(() => null);
  states[index] = stateFromValue(nodes[index]!, value, nextId, depth + 1);
  return { kind: 'variant', index, states };
}

/**
 * Whether `value` has the shape `node` draws, looking `levels` levels into objects (required keys present,
 * declared keys fitting, no stray key where the object is closed); used to pick the variant a value is in.
 */
export function fits(node: FieldNode, value: unknown, levels: number): boolean {
  switch (node.kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && (!node.isInteger || Number.isInteger(value) || levels === 0);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'choice':
      return levels === 0 || node.options.some((option) => jsonEqual(option, value));
    case 'nullable':
      return value === null || fits(node.inner(), value, levels);
    case 'variants':
      return node.variants.some((variant) => fits(variant.node(), value, levels));
    case 'array':
      return Array.isArray(value);
    case 'json':
      return node.reason !== 'none';
    case 'object':
      return isObjectValue(value) && (levels === 0 || objectFits(node, value, levels));
  }
}

function objectFits(
  node: Extract<FieldNode, { kind: 'object' }>,
  value: Record<string, unknown>,
  levels: number,
): boolean {
  for (const property of node.properties) {
    const isPresent = hasOwnKey(value, property.key);
    if (property.isRequired && !isPresent) return false;
    if (isPresent && !fits(property.node(), value[property.key], levels - 1)) return false;
  }
  if (!node.isClosed) return true;
  return Object.keys(value).every((key) => node.properties.some((property) => property.key === key));
}

/** The state of a field the visitor has just added: empty text, unchecked, nothing chosen; never the default. */
export function blankState(node: FieldNode, depth = 0): FieldState {
  if (depth >= MAX_FORM_DEPTH) return { kind: 'json', text: 'null' };
  switch (node.kind) {
    case 'string':
      return { kind: 'string', text: '' };
    case 'number':
      return { kind: 'number', text: '' };
    case 'boolean':
      return { kind: 'boolean', checked: false };
    case 'null':
      return { kind: 'null' };
    case 'choice':
      return node.options.length === 1
        ? { kind: 'choice', index: 0, other: null }
        : { kind: 'choice', index: -1, other: null };
    case 'nullable':
      return { kind: 'nullable', isNull: false, inner: blankState(node.inner(), depth + 1) };
    case 'variants': {
      const states: (FieldState | null)[] = node.variants.map(() => null);
      states[0] = blankState(node.variants[0]!.node(), depth + 1);
      return { kind: 'variant', index: 0, states };
    }
    case 'object':
      return {
        kind: 'object',
        fields: node.properties.map((p) => (p.isRequired ? blankState(p.node(), depth + 1) : null)),
        extras: [],
      };
    case 'array':
      return { kind: 'array', items: [] };
    case 'json':
      return { kind: 'json', text: node.reason === 'none' ? '' : 'null' };
  }
}
