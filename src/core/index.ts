/** The only entry point of the core: the page, the scripts and outside tests import from here. */
export type { ErrorCode, ContractError, Result } from './result.ts';
export { ok, fail } from './result.ts';
export { escapeToken, unescapeToken, toPointer, appendPointer, parsePointer } from './pointer.ts';
export { loadCatalog, LIMITS as CATALOG_LIMITS } from './catalog/load-catalog.ts';
export { discover, ALL_FAMILIES } from './catalog/discover.ts';
export { validateArguments } from './catalog/validate-arguments.ts';
export type {
  Catalog,
  CheckedArguments,
  Effect,
  FieldSpec,
  FieldType,
  InputSchema,
  PropertySchema,
  Scalar,
  ToolDefinition,
  ToolDescription,
} from './catalog/types.ts';
