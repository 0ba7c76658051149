import {
  contractError,
  fail,
  type ContractError,
  type ErrorCode,
  type ErrorParams,
  type Result,
} from '../result.ts';
import { wordReason, type Reason } from './reasons.ts';

/**
 * A failure worded by its reason: its English `message` is the reason's sentence from the catalog, filled
 * from the params when first read. (The scalar catalog's checks, on the page's first load, use
 * `englishMessage` with the few sentences they need instead.)
 */
export function refuse<T = never, Code extends ErrorCode = ErrorCode>(
  code: Code,
  path: string,
  reason: Reason,
  params: ErrorParams,
): Result<T, ContractError<Code>> {
  return fail(code, path, reason, params, () => wordReason(reason, params, 'en'));
}

/** The error `refuse` fails with, for a caller that keeps the error itself (a tool's defect, a compiler's first refusal). */
export function refusal<Code extends ErrorCode = ErrorCode>(
  code: Code,
  path: string,
  reason: Reason,
  params: ErrorParams,
): ContractError<Code> {
  return contractError(code, path, reason, params, () => wordReason(reason, params, 'en'));
}
