import { escapeToken } from '../pointer.ts';

/** The pointer of a property below `path`; most keys need no escaping, the slow part. */
export function childPointer(path: string, key: string): string {
  return key.includes('/') || key.includes('~') ? path + '/' + escapeToken(key) : path + '/' + key;
}
