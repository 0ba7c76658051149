import { childPointer } from '../../child-pointer.ts';
import type { State } from '../types.ts';

/** The pointer of a property, built only while issues are collected. */
export function keyPath(s: State, path: string, key: string): string {
  if (s.issues === null) return path;
  return childPointer(path, key);
}

/** The pointer of an array item, built only while issues are collected. */
export function indexPath(s: State, path: string, index: number): string {
  return s.issues === null ? path : path + '/' + index;
}
