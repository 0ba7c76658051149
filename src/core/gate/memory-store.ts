import { isDocumentName, isWellFormedText } from './document-rules.ts';
import { refused, stored, type DocumentStore, type StoreFailure, type StoreResult } from './store.ts';

/** One entry of the in-memory store: a file, or entries a real folder can hold that the tools must refuse. */
export type MemoryEntry =
  { kind: 'file'; text: string } | { kind: 'symlink'; target: string } | { kind: 'directory' };

/** The in-memory store used by the page and the tests, with host-side methods to inspect and arrange it. */
export interface MemoryStore extends DocumentStore {
  /** A fresh copy of every entry, sorted by name. */
  snapshot(): Record<string, MemoryEntry>;
  /** Places an entry as the host (not a tool) would, e.g. a symbolic link for a test. */
  place(name: string, entry: MemoryEntry): void;
}

/** Creates an in-memory store holding copies of `entries`. */
export function createMemoryStore(entries: Record<string, MemoryEntry> = {}): MemoryStore {
  const items = new Map<string, MemoryEntry>();
  for (const [name, entry] of Object.entries(entries)) items.set(name, { ...entry });

  /** The path check every tool runs first: the name rule first, then symbolic links (even dangling ones). */
  function check(name: string): StoreFailure | undefined {
    if (!isDocumentName(name)) return 'invalid_name';
    if (items.get(name)?.kind === 'symlink') return 'symlink';
    return undefined;
  }

  return {
    read(name: string): StoreResult<string> {
      const failure = check(name);
      if (failure) return refused(failure);
      const entry = items.get(name);
      if (entry === undefined) return refused('not_found');
      return entry.kind === 'file' ? stored(entry.text) : refused('io_error');
    },
    write(name: string, text: string): StoreResult<null> {
      const failure = check(name);
      if (failure) return refused(failure);
      if (items.get(name)?.kind === 'directory' || !isWellFormedText(text)) return refused('io_error');
      items.set(name, { kind: 'file', text });
      return stored(null);
    },
    remove(name: string): StoreResult<null> {
      const failure = check(name);
      if (failure) return refused(failure);
      const entry = items.get(name);
      if (entry === undefined) return refused('not_found');
      if (entry.kind === 'directory') return refused('io_error');
      items.delete(name);
      return stored(null);
    },
    snapshot(): Record<string, MemoryEntry> {
      const names = [...items.keys()].sort();
      return Object.fromEntries(names.map((name) => [name, { ...items.get(name)! }]));
    },
    place(name: string, entry: MemoryEntry): void {
      items.set(name, { ...entry });
    },
  };
}
