import { plainError } from '../result.ts';
import type { StoreFailure, StoreResult } from './store.ts';

// Each store failure in the core's one error shape: the code the gate passes on, the reason and its sentence.
const ERRORS = {
  not_found: ['NOT_FOUND', 'file_not_found', 'The file does not exist.'],
  invalid_name: ['INVALID_INPUT', 'file_name_not_allowed', 'The file name is not allowed.'],
  symlink: ['INVALID_INPUT', 'symlink_not_allowed', 'Symbolic links are not allowed.'],
  io_error: ['IO_ERROR', 'file_io_error', 'The file cannot be processed.'],
} as const;

/** The refusal a store should return for `failure`, written out for tests of every store. */
export function failed(failure: StoreFailure) {
  const [code, reason, message] = ERRORS[failure];
  return { ok: false, error: { code, path: '', reason, params: {}, message } };
}

/** A store result with its error as a plain object, so a test can compare it whole. */
export function plain<T>(result: StoreResult<T>) {
  return result.ok ? result : { ok: false, error: plainError(result.error) };
}
