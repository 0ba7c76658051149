import type { StoreFailure } from './store.ts';
import type { ErrorParams } from '../result.ts';
import { wordReason, type Reason } from '../wording/reasons.ts';

/** The languages the gate speaks; Korean is the seed's wording, word for word. */
export type GateLang = 'ko' | 'en';

/** Every code a gate call can fail with, in the seed's spelling. */
export type GateErrorCode =
  'UNKNOWN_TOOL' | 'INVALID_INPUT' | 'PERMISSION_DENIED' | 'APPROVAL_REQUIRED' | 'NOT_FOUND' | 'IO_ERROR';

/** What went wrong, before it is put into words. */
export type GateProblem =
  | { kind: 'unknown_tool' }
  | { kind: 'not_an_object' }
  | { kind: 'keys_differ' }
  | { kind: 'wrong_type'; key: string }
  | { kind: 'permission_denied' }
  | { kind: 'approval_required' }
  | { kind: 'store'; failure: StoreFailure };

/** The contract code of a problem. */
export function problemCode(problem: GateProblem): GateErrorCode {
  switch (problem.kind) {
    case 'unknown_tool':
      return 'UNKNOWN_TOOL';
    case 'not_an_object':
    case 'keys_differ':
    case 'wrong_type':
      return 'INVALID_INPUT';
    case 'permission_denied':
      return 'PERMISSION_DENIED';
    case 'approval_required':
      return 'APPROVAL_REQUIRED';
    case 'store':
      return STORE_CODES[problem.failure];
  }
}

const STORE_CODES: Record<StoreFailure, GateErrorCode> = {
  not_found: 'NOT_FOUND',
  invalid_name: 'INVALID_INPUT',
  symlink: 'INVALID_INPUT',
  io_error: 'IO_ERROR',
};

// Each problem's reason in the catalog of sentences, where its English and Korean are.
const STORE_REASONS: Record<StoreFailure, Reason> = {
  not_found: 'file_not_found',
  invalid_name: 'file_name_not_allowed',
  symlink: 'symlink_not_allowed',
  io_error: 'file_io_error',
};
const INPUT_REASONS: Record<Exclude<GateProblem['kind'], 'store'>, Reason> = {
  unknown_tool: 'unknown_tool',
  not_an_object: 'input_not_an_object',
  keys_differ: 'input_keys_differ',
  wrong_type: 'input_wrong_type',
  permission_denied: 'permission_denied',
  approval_required: 'approval_required',
};

/** A stable message for a problem: no real paths, no internal exception text. */
export function problemMessage(problem: GateProblem, lang: GateLang): string {
  if (problem.kind === 'store') return wordReason(STORE_REASONS[problem.failure], {}, lang);
  const params: ErrorParams = problem.kind === 'wrong_type' ? { name: problem.key } : {};
  return wordReason(INPUT_REASONS[problem.kind], params, lang);
}
