/** The only entry point of the core: the page, the scripts and outside tests import from here. */
export type { ErrorCode, ContractError, Result } from './result.ts';
export { ok, fail } from './result.ts';
export { escapeToken, unescapeToken, toPointer, appendPointer, parsePointer } from './pointer.ts';
