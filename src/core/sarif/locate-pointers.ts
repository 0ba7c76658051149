import { parsePointer, toPointer } from '../pointer.ts';
import { positions, type ColumnKind, type TextPosition } from './text-position.ts';

export type { ColumnKind, TextPosition } from './text-position.ts';

/**
 * Where JSON pointers' values start in a JSON text, found in one pass over the text.
 *
 * The pointers asked for are put in a trie of their tokens. The scan walks the text with an explicit stack
 * of open containers (no recursion, so nesting depth costs heap, not call stack), keeping for each open
 * container its trie node, or null once the path has left every pointer asked for. At each value's first
 * character the trie node of that value, if any, records where it starts. Strings are skipped with
 * `indexOf('"')`, lines are counted by moving one cursor forward only, so the pass is linear in the text.
 * A repeated key is read as `JSON.parse` reads it, the last one winning: each record carries the order of
 * its visit, and a child recorded before its parent's last visit is stale.
 */

/** Where a pointer's value starts, or where its deepest ancestor in the text starts when it is absent. */
export interface PointerPlace {
  /** The pointer located: the one asked for, or its deepest ancestor the text holds. */
  readonly pointer: string;
  readonly isExact: boolean;
  readonly position: TextPosition;
}

interface Node {
  children: Map<string, Node> | null;
  visit: number;
  position: TextPosition | null;
}

interface Frame {
  readonly node: Node | null;
  readonly isArray: boolean;
  index: number;
}

const newNode = (): Node => ({ children: null, visit: -1, position: null });

/**
 * Finds where each pointer's value starts in `text` (JSON), in one pass. A pointer the text does not hold
 * is placed at its deepest ancestor that it does hold; null when the text has no value at all or the
 * pointer is not an RFC 6901 pointer. Text that is not JSON is read up to where it breaks.
 */
export function locatePointers(
  text: string,
  pointers: readonly string[],
  columnKind: ColumnKind,
): Map<string, PointerPlace | null> {
  const root = newNode();
  const paths = new Map<string, string[] | undefined>();
  for (const pointer of pointers) {
    const tokens = parsePointer(pointer);
    paths.set(pointer, tokens);
    if (tokens !== undefined) insert(root, tokens);
  }
  scan(text, root, positions(text, columnKind));
  const places = new Map<string, PointerPlace | null>();
  for (const [pointer, tokens] of paths)
    places.set(pointer, tokens === undefined ? null : placeOf(root, tokens));
  return places;
}

function insert(root: Node, tokens: readonly string[]): void {
  let node = root;
  for (const token of tokens) {
    node.children ??= new Map();
    let child = node.children.get(token);
    if (child === undefined) node.children.set(token, (child = newNode()));
    node = child;
  }
}

/** The deepest node on the pointer's path recorded in the value its parent was last read as. */
function placeOf(root: Node, tokens: readonly string[]): PointerPlace | null {
  if (root.position === null) return null;
  let [node, depth] = [root, 0];
  for (const token of tokens) {
    const child = node.children?.get(token);
    if (child === undefined || child.position === null || child.visit < node.visit) break;
    [node, depth] = [child, depth + 1];
  }
  const pointer = toPointer(tokens.slice(0, depth));
  return { pointer, isExact: depth === tokens.length, position: node.position! };
}

// the characters the scan acts on, by their UTF-16 code
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** What the scan expects next: a value, an object's key, or what follows a value (`,`, a closer, the end). */
type Expect = 'value' | 'key' | 'after';

/** Records where each value on a path of the trie starts; stops where the text stops being JSON. */
function scan(text: string, root: Node, positionAt: (offset: number) => TextPosition): void {
  const stack: Frame[] = [];
  let [node, visits, expect, i] = [root as Node | null, 0, 'value' as Expect, skipSpace(text, 0)];
  for (;;) {
    const top = stack[stack.length - 1];
    const c = text.charCodeAt(i);
    if (expect === 'value') {
      if (!isValueStart(c)) return;
      if (node !== null) [node.visit, node.position] = [visits++, positionAt(i)];
      if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        const frame: Frame = { node, isArray: c === OPEN_ARRAY, index: 0 };
        stack.push(frame);
        i = skipSpace(text, i + 1);
        if (text.charCodeAt(i) === (frame.isArray ? CLOSE_ARRAY : CLOSE_OBJECT)) {
          [expect, i] = ['after', i + 1];
          stack.pop();
        } else if (frame.isArray) node = childOf(frame.node, '0');
        else expect = 'key';
        continue;
      }
      const end = c === QUOTE ? stringEnd(text, i) : scalarEnd(text, i);
      if (end === i) return;
      [expect, i] = ['after', end];
    } else if (expect === 'key') {
      if (c !== QUOTE || top === undefined) return;
      const end = stringEnd(text, i);
      const key = keyText(text, i, end);
      i = skipSpace(text, end);
      if (text.charCodeAt(i) !== COLON) return;
      [node, expect, i] = [childOf(top.node, key), 'value', skipSpace(text, i + 1)];
    } else {
      i = skipSpace(text, i);
      if (top === undefined) return;
      const next = text.charCodeAt(i);
      if (next === COMMA) {
        i = skipSpace(text, i + 1);
        if (top.isArray) [node, expect] = [childOf(top.node, String(++top.index)), 'value'];
        else expect = 'key';
      } else if (next === (top.isArray ? CLOSE_ARRAY : CLOSE_OBJECT)) {
        stack.pop();
        i++;
      } else return;
    }
  }
}

/** Whether a value can start with this code unit: a bracket, a quote, a digit or minus, t, f or n. */
function isValueStart(c: number): boolean {
  return (
    c === OPEN_OBJECT ||
    c === OPEN_ARRAY ||
    c === QUOTE ||
    c === 0x2d ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x74 ||
    c === 0x66 ||
    c === 0x6e
  );
}

function childOf(node: Node | null, token: string): Node | null {
  return node?.children?.get(token) ?? null;
}

function skipSpace(text: string, i: number): number {
  for (
    let c = text.charCodeAt(i);
    c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
    c = text.charCodeAt(i)
  )
    i++;
  return i;
}

/** The offset after the string that starts at `i`: its closing quote is the first one after an even run of backslashes. */
function stringEnd(text: string, i: number): number {
  for (let quote = text.indexOf('"', i + 1); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let before = quote - 1;
    while (text.charCodeAt(before) === BACKSLASH) before--;
    if ((quote - 1 - before) % 2 === 0) return quote + 1;
  }
  return text.length;
}

/** The offset after a number, `true`, `false` or `null` starting at `i` (letters, digits, `+ - .`). */
function scalarEnd(text: string, i: number): number {
  let end = i;
  for (let c = text.charCodeAt(end); isScalarUnit(c); c = text.charCodeAt(end)) end++;
  return end;
}

function isScalarUnit(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    c === 0x2b ||
    c === 0x2d ||
    c === 0x2e
  );
}

/** A key as `JSON.parse` reads it: escapes decoded (`"\u0061"` is `a`). */
function keyText(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(text.slice(start, end)) as string;
  } catch {
    return raw;
  }
}
