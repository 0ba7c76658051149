import type { ContractError, ErrorCode } from '../../src/core/index.ts';

/**
 * The codes a site build stops with: the contract's own (SPEC), plus the gate's `IO_ERROR` for a file that
 * cannot be read or written and `INVALID_INPUT` for an input file of the wrong shape.
 */
export type SiteErrorCode = ErrorCode | 'IO_ERROR' | 'INVALID_INPUT';

/** Why a build stopped: the code, the JSON pointer inside `file`, the file, and one sentence. */
export interface SiteError {
  code: SiteErrorCode;
  path: string;
  file: string;
  message: string;
}

export type SiteResult<T> = { ok: true; value: T } | { ok: false; error: SiteError };

/** A failed step of the build, located in one input file. */
export function siteFail(
  code: SiteErrorCode,
  file: string,
  path: string,
  message: string,
): SiteResult<never> {
  return { ok: false, error: { code, path, file, message } };
}

/** Locates a refusal from the core in the file it came from. */
export function fromContract(error: ContractError, file: string): SiteResult<never> {
  return siteFail(error.code, file, error.path, error.message);
}

/** The one line a failed build prints: code, pointer, file, sentence. */
export function formatSiteError(error: SiteError): string {
  return `${error.code} at ${JSON.stringify(error.path)} in ${error.file}: ${error.message}`;
}
