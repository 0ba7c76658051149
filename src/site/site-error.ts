import {
  wordReason,
  type ContractError,
  type ErrorCode,
  type ErrorParams,
  type Reason,
} from '../core/index.ts';

/**
 * The codes a site build stops with: the contract's own, plus the gate's `IO_ERROR` for a folder that
 * cannot be used or written and `INVALID_INPUT` for an input file of the wrong shape.
 */
export type SiteErrorCode = ErrorCode | 'IO_ERROR' | 'INVALID_INPUT';

/** Why an input is refused: the code, the JSON pointer inside it, one sentence, and the core's reason when it gave one. */
export interface Refusal {
  code: SiteErrorCode;
  path: string;
  message: string;
  reason?: string;
  params?: ErrorParams;
}

export type SiteResult<T> = { ok: true; value: T } | { ok: false; error: Refusal };

/** The files a site is built from: the catalog, its examples, descriptions and groups, and a previous version. */
export type SiteInput = 'catalog' | 'examples' | 'descriptions' | 'groups' | 'previous';

/** A refusal located in one input file. */
export interface SiteError extends Refusal {
  input: SiteInput;
  file: string;
}

/** A refusal at `path` of the input being read. */
export function siteFail(code: SiteErrorCode, path: string, message: string): SiteResult<never> {
  return { ok: false, error: { code, path, message } };
}

/**
 * A refusal for one of the reasons the core's catalog of sentences words: its message is the reason's English
 * sentence, and its reason and params go with it, so the command line words it in Korean from the same catalog.
 */
export function siteRefusal(
  code: SiteErrorCode,
  path: string,
  reason: Reason,
  params: ErrorParams,
): SiteResult<never> {
  return { ok: false, error: { code, path, message: wordReason(reason, params, 'en'), reason, params } };
}

/** A refusal from the core, with its reason and params, so the command line can word it in either language. */
export function fromContract(
  error: Pick<ContractError, 'code' | 'path' | 'message' | 'reason' | 'params'>,
): SiteResult<never> {
  const { code, path, message, reason, params } = error;
  return { ok: false, error: { code, path, message, reason, params } };
}
