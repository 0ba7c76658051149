import { childPointer } from '../../child-pointer.ts';
import type { State } from '../types.ts';

/** The pointer of a property, built only while issues are collected. */
export function keyPath(s: State, path: string, key: string): string {
  if (s.issues === null) return path;
  return childPointer(path, key);
}

/** `/0` to `/255`, made once: an index's token costs no number-to-string and one join, none at the root. */
const INDEX_TOKENS: readonly string[] = /* @__PURE__ */ Array.from({ length: 256 }, (_unused, i) => `/${i}`);

/** The pointer of an array item, built only while issues are collected. */
export function indexPath(s: State, path: string, index: number): string {
  if (s.issues === null) return path;
  return path + (index < INDEX_TOKENS.length ? INDEX_TOKENS[index]! : `/${index}`);
}
