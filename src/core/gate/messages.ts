import { contractError, type ContractError, type ErrorParams } from '../result.ts';
import { wordAnyReason, wordReason, type Reason } from '../wording/reasons.ts';

/** The languages the gate speaks; the Korean matches the reference gate's wording word for word. */
export type GateLang = 'ko' | 'en';

/** Every code a gate call can fail with. */
export type GateErrorCode =
  'UNKNOWN_TOOL' | 'INVALID_INPUT' | 'PERMISSION_DENIED' | 'APPROVAL_REQUIRED' | 'NOT_FOUND' | 'IO_ERROR';

/** Why the gate refused a call: the core's error with one of the gate's codes, its reason and params. */
export type GateRefusal = ContractError<GateErrorCode>;

/** A refusal by one of the gate's own checks; its English message is the reason's sentence, built when read. */
export function gateError<Code extends GateErrorCode>(
  code: Code,
  path: string,
  reason: Reason,
  params: ErrorParams = {},
): ContractError<Code> {
  return contractError(code, path, reason, params, () => wordReason(reason, params, 'en'));
}

/**
 * A refusal's stable message in the gate's language, from the catalog of sentences: no real paths, no
 * internal exception text. An error whose reason the catalog does not word keeps its English message.
 */
export function gateMessage(error: GateRefusal, lang: GateLang): string {
  return wordAnyReason(error.reason, error.params, lang) ?? error.message;
}
