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
  | 'INVALID_TOOL'
  | 'INVALID_ACCEPT_LIST'
  | 'INVALID_TOOL_RESULT'
  | 'MISSING_STRUCTURED_CONTENT'
  | 'INVALID_STRUCTURED_CONTENT'
  | 'INVALID_INPUT'
  | 'PERMISSION_DENIED'
  | 'APPROVAL_REQUIRED'
  | 'NOT_FOUND'
  | 'IO_ERROR'
  | 'SERVER_NOT_LISTED';

/** One datum of an error's parameters: plain JSON, so the page can word it and a worker can post it. */
export type ErrorParam = string | number | boolean | null | readonly (string | number)[];

/** What an error's reason needs to be put into words: `{ limit, length }`, `{ key }`, `{ expected, received }`. */
export type ErrorParams = Readonly<Record<string, ErrorParam>>;

/**
 * A located failure: `path` is an RFC 6901 JSON pointer into the input that was refused; `reason` (snake
 * case) and `params` say why as data, so any language can word it; `message` is one English sentence
 * made from them, possibly built only when it is first read.
 */
export interface ContractError<Code extends ErrorCode = ErrorCode> {
  code: Code;
  path: string;
  reason: string;
  params: ErrorParams;
  message: string;
}

/**
 * The result of every core operation that can fail on bad input; `Error` narrows the codes a part of the
 * core can fail with (a store's, a gate's), never the shape.
 */
export type Result<T, Error extends ContractError = ContractError> =
  { ok: true; value: T } | { ok: false; error: Error };

/** Wraps a success; it is a result of any error type. */
export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/** The English sentence of an error, or a function that builds it the first time it is read. */
export type MessageSource = string | (() => string);

/** Builds a failure with its code, JSON pointer, reason, parameters and one-sentence English message. */
export function fail<T = never, Code extends ErrorCode = ErrorCode>(
  code: Code,
  path: string,
  reason: string,
  params: ErrorParams,
  message: MessageSource,
): Result<T, ContractError<Code>> {
  return { ok: false, error: contractError(code, path, reason, params, message) };
}

/** The error object itself; a message given as a function is built once, when first read. */
export function contractError<Code extends ErrorCode = ErrorCode>(
  code: Code,
  path: string,
  reason: string,
  params: ErrorParams,
  message: MessageSource,
): ContractError<Code> {
  if (typeof message === 'string') return { code, path, reason, params, message };
  return new LazyContractError(code, path, reason, params, message);
}

/**
 * An error whose message is built on first read: building English is most of the cost of a refusal,
 * and most callers read only the code and path. `toJSON` and `plainError` give the plain object.
 */
class LazyContractError<Code extends ErrorCode> implements ContractError<Code> {
  readonly code: Code;
  readonly path: string;
  readonly reason: string;
  readonly params: ErrorParams;
  #build: (() => string) | undefined;
  #text = '';

  constructor(code: Code, path: string, reason: string, params: ErrorParams, build: () => string) {
    this.code = code;
    this.path = path;
    this.reason = reason;
    this.params = params;
    this.#build = build;
  }

  get message(): string {
    if (this.#build !== undefined) {
      this.#text = this.#build();
      this.#build = undefined;
    }
    return this.#text;
  }

  toJSON(): ContractError<Code> {
    return plainError(this);
  }
}

/** The error as a plain object, message included: for postMessage, structuredClone and deep equality. */
export function plainError<Code extends ErrorCode>(error: ContractError<Code>): ContractError<Code> {
  const { code, path, reason, params, message } = error;
  return { code, path, reason, params, message };
}
