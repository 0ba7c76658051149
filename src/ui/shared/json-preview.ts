import { escapeToken } from '../../core/index.ts';
import type { JsonToken } from './json-tokens.ts';

/** A place where the preview shows less than the value holds. */
export type Elision =
  | { kind: 'items' | 'keys'; pointer: string; total: number; shown: number }
  | { kind: 'depth'; pointer: string; limit: number };

/** A bounded view of a JSON value: tokens to draw, what was left out, and whether the token budget ran out. */
export interface JsonPreview {
  tokens: JsonToken[];
  elisions: Elision[];
  isCut: boolean;
}

/** Most array items, object keys, nesting levels and tokens a preview draws. */
export const PREVIEW_LIMITS = { items: 50, keys: 200, depth: 32, tokens: 5000 } as const;

/** Limits of a preview; tests pass larger ones. */
export type PreviewLimits = { [K in keyof typeof PREVIEW_LIMITS]: number };

interface Frame {
  close: '}' | ']';
  entries: [string | null, unknown][];
  elision: Elision | null;
  next: number;
  depth: number;
  pointer: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Formats a JSON value the way `JSON.stringify(value, null, 2)` does, drawing at most `limits.items`
 * items of an array, `limits.keys` keys of an object and `limits.depth` levels, and stopping after
 * `limits.tokens` tokens; each cut becomes a marker token whose text `marker` writes, and an elision
 * with its JSON pointer. It walks with an explicit stack, so no nesting depth can overflow the call stack,
 * and it never reads past what it draws, so a 1,000,000-item array costs as much as a 50-item one.
 */
export function previewJson(
  value: unknown,
  marker: (elision: Elision) => string,
  limits: PreviewLimits = PREVIEW_LIMITS,
): JsonPreview {
  const tokens: JsonToken[] = [];
  const elisions: Elision[] = [];
  const stack: Frame[] = [];
  const indent = (depth: number) => '\n' + '  '.repeat(depth);

  const open = (item: unknown, depth: number, pointer: string): void => {
    if (!Array.isArray(item) && !isObject(item)) {
      const text = JSON.stringify(item) ?? 'null';
      const kind = typeof item === 'string' ? 'string' : typeof item === 'number' ? 'number' : 'literal';
      tokens.push({ kind, text });
      return;
    }
    const [start, close] = Array.isArray(item) ? (['[', ']'] as const) : (['{', '}'] as const);
    if (depth >= limits.depth) {
      const elision: Elision = { kind: 'depth', pointer, limit: limits.depth };
      elisions.push(elision);
      tokens.push({ kind: 'punctuation', text: start }, { kind: 'elided', text: marker(elision) });
      tokens.push({ kind: 'punctuation', text: close });
      return;
    }
    const frame = Array.isArray(item) ? arrayFrame(item, limits.items) : objectFrame(item, limits.keys);
    if (frame.entries.length === 0 && frame.elision === null) {
      tokens.push({ kind: 'punctuation', text: start + close });
      return;
    }
    tokens.push({ kind: 'punctuation', text: start });
    if (frame.elision) elisions.push({ ...frame.elision, pointer });
    stack.push({ ...frame, close, next: 0, depth, pointer });
  };

  open(value, 0, '');
  while (stack.length > 0) {
    if (tokens.length >= limits.tokens) {
      tokens.push({ kind: 'elided', text: indent(0) + '…' });
      return { tokens, elisions, isCut: true };
    }
    const frame = stack.at(-1)!;
    if (frame.next < frame.entries.length) {
      const [key, item] = frame.entries[frame.next]!;
      const token = key ?? String(frame.next);
      if (frame.next++ > 0) tokens.push({ kind: 'punctuation', text: ',' });
      tokens.push({ kind: 'space', text: indent(frame.depth + 1) });
      if (key !== null) {
        tokens.push({ kind: 'key', text: JSON.stringify(key) }, { kind: 'punctuation', text: ':' });
        tokens.push({ kind: 'space', text: ' ' });
      }
      open(item, frame.depth + 1, `${frame.pointer}/${escapeToken(token)}`);
      continue;
    }
    stack.pop();
    if (frame.elision) {
      const elision = { ...frame.elision, pointer: frame.pointer };
      if (frame.entries.length > 0) tokens.push({ kind: 'punctuation', text: ',' });
      tokens.push({ kind: 'space', text: indent(frame.depth + 1) });
      tokens.push({ kind: 'elided', text: marker(elision) });
    }
    tokens.push({ kind: 'space', text: indent(frame.depth) }, { kind: 'punctuation', text: frame.close });
  }
  return { tokens, elisions, isCut: false };
}

function arrayFrame(items: unknown[], cap: number): Pick<Frame, 'entries' | 'elision'> {
  const shown = Math.min(items.length, cap);
  const entries: [null, unknown][] = [];
  // JSON.stringify writes a hole or an undefined item as null
  for (let i = 0; i < shown; i++) entries.push([null, items[i] === undefined ? null : items[i]]);
  const elision: Elision | null =
    items.length > cap ? { kind: 'items', pointer: '', total: items.length, shown } : null;
  return { entries, elision };
}

function objectFrame(object: Record<string, unknown>, cap: number): Pick<Frame, 'entries' | 'elision'> {
  const keys = Object.keys(object).filter(
    (key) => object[key] !== undefined && typeof object[key] !== 'function',
  );
  const entries = keys.slice(0, cap).map((key): [string, unknown] => [key, object[key]]);
  const elision: Elision | null =
    keys.length > cap ? { kind: 'keys', pointer: '', total: keys.length, shown: cap } : null;
  return { entries, elision };
}
