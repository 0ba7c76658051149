import {
  contractError,
  SNAPSHOT_REASONS,
  wordReason,
  type ContractError,
  type ErrorCode,
  type ErrorParams,
  type Reason,
} from '../../core/index.ts';

/** Why a snapshot was not taken, its English message worded from the catalog by its reason. */
export function runFailure(
  code: ErrorCode,
  path: string,
  reason: Reason,
  params: ErrorParams,
): ContractError {
  return contractError(code, path, reason, params, () => wordReason(reason, params, 'en'));
}

/** The importer's refusal of page `page` (counted from 1), its pointer into that page. */
export function pageRefusal(error: ContractError, page: number): ContractError {
  const { code, path, reason, params } = error;
  return contractError(code, path, reason, { ...params, page }, () => error.message);
}

/** The page a failure is the importer's refusal of, or null for a failure of the snapshot's own. */
export function refusedPage(error: ContractError): number | null {
  return (SNAPSHOT_REASONS as readonly string[]).includes(error.reason) ? null : Number(error.params.page);
}
