import { ok, type ContractError, type Result } from '../result.ts';
import { refuse } from '../wording/refuse.ts';
import type { Reason } from '../wording/reasons.ts';

/** Why a store refused or failed an operation, as a store names it before it becomes an error. */
export type StoreFailure = 'not_found' | 'invalid_name' | 'symlink' | 'io_error';

/** The codes a store's errors carry: the gate passes them through as its own. */
export type StoreErrorCode = 'NOT_FOUND' | 'INVALID_INPUT' | 'IO_ERROR';

/** A store's refusal: the core's error with one of the store's codes; its `path` is "", the document's name. */
export type StoreError = ContractError<StoreErrorCode>;

/** A store operation's outcome, the core's one result shape: expected failures are values, bugs throw. */
export type StoreResult<T> = Result<T, StoreError>;

/**
 * The documents the gate's tools act on. Synchronous on purpose: a call's checks, the approval's removal
 * and the handler run in one turn, so no other call can interleave between them.
 * Every implementation refuses a name outside `DOCUMENT_NAME_PATTERN` and a symbolic link.
 */
export interface DocumentStore {
  /** Reads a document's text; `NOT_FOUND` when it does not exist. */
  read(name: string): StoreResult<string>;
  /** Creates or overwrites a document with `text`. */
  write(name: string, text: string): StoreResult<null>;
  /** Deletes a document; `NOT_FOUND` when it does not exist. */
  remove(name: string): StoreResult<null>;
}

/** Wraps a store success. */
export function stored<T>(value: T): StoreResult<T> {
  return ok(value);
}

const FAILURES: Readonly<Record<StoreFailure, readonly [StoreErrorCode, Reason]>> = {
  not_found: ['NOT_FOUND', 'file_not_found'],
  invalid_name: ['INVALID_INPUT', 'file_name_not_allowed'],
  symlink: ['INVALID_INPUT', 'symlink_not_allowed'],
  io_error: ['IO_ERROR', 'file_io_error'],
};

/** A store failure as the core's error: its code, its reason and that reason's sentence. */
export function refused<T = never>(failure: StoreFailure): StoreResult<T> {
  const [code, reason] = FAILURES[failure];
  return refuse(code, '', reason, {});
}
