/** Why a store refused or failed an operation; the gate maps each reason to a contract code. */
export type StoreFailure = 'not_found' | 'invalid_name' | 'symlink' | 'io_error';

/** A store operation's outcome: expected failures are values, bugs throw. */
export type StoreResult<T> = { ok: true; value: T } | { ok: false; failure: StoreFailure };

/**
 * The documents the gate's tools act on. Synchronous on purpose: a call's checks, the approval's removal
 * and the handler run in one turn, so no other call can interleave between them.
 * Every implementation refuses a name outside `DOCUMENT_NAME_PATTERN` and a symbolic link.
 */
export interface DocumentStore {
  /** Reads a document's text; `not_found` when it does not exist. */
  read(name: string): StoreResult<string>;
  /** Creates or overwrites a document with `text`. */
  write(name: string, text: string): StoreResult<null>;
  /** Deletes a document; `not_found` when it does not exist. */
  remove(name: string): StoreResult<null>;
}

/** Wraps a store success. */
export function stored<T>(value: T): StoreResult<T> {
  return { ok: true, value };
}

/** Wraps a store failure. */
export function refused<T = never>(failure: StoreFailure): StoreResult<T> {
  return { ok: false, failure };
}
