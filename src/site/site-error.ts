import {
  fail,
  plainError,
  wordReason,
  type ContractError,
  type ErrorCode,
  type ErrorParams,
  type Reason,
  type Result,
} from '../core/index.ts';

/** What reading one input file gives: the core's one result shape, its error located inside that file. */
export type SiteResult<T> = Result<T>;

/** The files a site is built from: the catalog, its examples, descriptions and groups, and a previous version. */
export type SiteInput = 'catalog' | 'examples' | 'descriptions' | 'groups' | 'previous';

/** A refusal located in one input file: the core's error, and which file it is in. */
export interface SiteError extends ContractError {
  input: SiteInput;
  file: string;
}

/**
 * A refusal for one of the reasons the core's catalog of sentences words: its message is the reason's English
 * sentence, and its reason and params go with it, so the command line words it in Korean from the same catalog.
 */
export function siteRefusal(
  code: ErrorCode,
  path: string,
  reason: Reason,
  params: ErrorParams = {},
): SiteResult<never> {
  return fail(code, path, reason, params, wordReason(reason, params, 'en'));
}

/** A refusal from the core, as a plain object (its message built), at `path` when the core's is relative to it. */
export function fromContract(error: ContractError, path = error.path): SiteResult<never> {
  return { ok: false, error: { ...plainError(error), path } };
}

/** The refusal of an input file, located in it. */
export function located(
  error: ContractError,
  input: SiteInput,
  file: string,
): { ok: false; error: SiteError } {
  return { ok: false, error: { ...plainError(error), input, file } };
}
