/** Every expected failure of the core is one of these codes; outside tests compare them case by case. */
export type ErrorCode =
  | 'INVALID_CATALOG'
  | 'INVALID_FIELDS'
  | 'INVALID_LABEL'
  | 'DUPLICATE_TOOL'
  | 'INVALID_METADATA'
  | 'INVALID_SPEC'
  | 'UNKNOWN_FAMILY'
  | 'TOOL_NOT_AVAILABLE_IN_FAMILY'
  | 'INVALID_ARGUMENT_KEYS'
  | 'INVALID_ARGUMENT_VALUE'
  | 'UNSUPPORTED_KEYWORD'
  | 'INVALID_SCHEMA'
  | 'UNRESOLVED_REF'
  | 'INVALID_TOOL_NAME'
  | 'DUPLICATE_REGISTRATION'
  | 'UNKNOWN_TOOL'
  | 'INVALID_ARGUMENTS'
  | 'INVALID_JSON'
  | 'INVALID_TOOLS_LIST'
  | 'CATALOG_TOO_LARGE'
  | 'UNKNOWN_CATALOG_FORMAT'
  | 'INVALID_TOOL';

/** A located failure: `path` is an RFC 6901 JSON pointer into the input that was refused. */
export interface ContractError {
  code: ErrorCode;
  path: string;
  message: string;
}

/** The result of every core operation that can fail on bad input. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ContractError };

/** Wraps a success. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Builds a failure with its code, JSON pointer and one-sentence English message. */
export function fail<T = never>(code: ErrorCode, path: string, message: string): Result<T> {
  return { ok: false, error: { code, path, message } };
}
