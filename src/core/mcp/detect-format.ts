import { hasOwnKey, isPlainObject } from '../json-value.ts';
import type { CatalogFormat } from './types.ts';

/**
 * Tells the scalar catalog format (a JSON array) from an MCP `tools/list` result (an object with `tools`,
 * or a JSON-RPC response with `jsonrpc` or `result`); anything else is `unknown`.
 */
export function detectCatalogFormat(value: unknown): CatalogFormat {
  if (Array.isArray(value)) return 'scalar';
  if (!isPlainObject(value)) return 'unknown';
  return ['tools', 'jsonrpc', 'result'].some((key) => hasOwnKey(value, key)) ? 'mcp' : 'unknown';
}
