import type { CompileOptions } from '../schema/index.ts';

/**
 * Options every MCP schema (input and output) is compiled with: the whole vocabulary, the schema's own
 * `$schema` or 2020-12 when it has none (as the MCP specification says), formats as annotations.
 */
export const MCP_SCHEMA_OPTIONS: Readonly<CompileOptions & { vocabulary: 'full' }> = Object.freeze({
  vocabulary: 'full',
  formats: 'annotate',
});
