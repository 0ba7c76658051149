import type { ContractError, ErrorCode, ErrorParams } from '../core/index.ts';

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

/** A refusal from the core, with its reason and params, so the command line can word it in either language. */
export function fromContract(error: ContractError): SiteResult<never> {
  const { code, path, message, reason, params } = error;
  return { ok: false, error: { code, path, message, reason, params } };
}
