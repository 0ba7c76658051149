import { describe, expect, it } from 'vitest';
import { readAcceptList } from '../diff/accept.ts';
import { checkToolResult } from '../mcp/check-result.ts';
import { importCatalog } from '../mcp/import-catalog.ts';
import { MCP_SCHEMA_OPTIONS } from '../mcp/schema-options.ts';
import { compileSchema } from '../schema/compile.ts';
import { compileSchema as compileSubset } from '../schema/compile-schema.ts';
import { loadMcpToolsList } from '../mcp/load-tools-list.ts';
import { ToolRegistry } from '../registry/tool-registry.ts';
import type { ContractError, Result } from '../result.ts';
import { isReason, sentenceKey, wordReason, type MalformedNeed } from './reasons.ts';

const tool = (extra: Record<string, unknown> = {}) => ({
  name: 'run',
  inputSchema: { type: 'object' },
  ...extra,
});
const spec = {
  description: 'd',
  schema: { type: 'object' },
  handler: () => null,
  idempotent: true,
  timeoutMs: 1,
};
const imported = (() => {
  const loaded = loadMcpToolsList({ tools: [tool()] });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.tools[0]!;
})();

/** The first problem a tool result check finds, as a failure. */
function resultProblem(result: unknown): Result<never> {
  const [problem] = checkToolResult(imported, result).problems;
  if (problem === undefined) throw new Error('the result must have a problem');
  return { ok: false, error: problem };
}

/** The defect a tool's own members or schemas give it: the list loads, and the tool (or its output) is left unchecked. */
function toolDefect(extra: Record<string, unknown>, half: 'input' | 'output' = 'input'): Result<never> {
  const loaded = loadMcpToolsList({ tools: [tool(extra)] });
  if (!loaded.ok) throw new Error(loaded.error.message);
  const { schemaCheck, outputCheck } = loaded.value.tools[0]!;
  const check = half === 'input' ? schemaCheck : outputCheck!;
  if (check.isChecked) throw new Error('the tool must have a defect');
  return { ok: false, error: check.error };
}

// One refusal of each reason of the catalog that the MCP reader, the result check and the registry give.
const REFUSALS: readonly [string, () => Result<unknown>][] = [
  ['not_an_object', () => loadMcpToolsList(7)],
  ['not_an_object', () => loadMcpToolsList({ jsonrpc: '2.0', id: 1, result: [] })],
  ['wrong_type', () => loadMcpToolsList({ tools: 5 })],
  ['wrong_type', () => loadMcpToolsList({ tools: [], nextCursor: 1 })],
  ['too_many_tools', () => loadMcpToolsList({ tools: Array.from({ length: 1001 }, () => tool()) })],
  ['duplicate_name', () => loadMcpToolsList({ tools: [tool(), tool()] })],
  ['not_an_object', () => loadMcpToolsList({ tools: [7] })],
  ['too_long', () => loadMcpToolsList({ tools: [tool({ name: 'n'.repeat(129) })] })],
  ['wrong_type', () => toolDefect({ annotations: { readOnlyHint: 'yes' } })],
  ['not_an_object', () => toolDefect({ annotations: [] })],
  ['wrong_type', () => toolDefect({ icons: 'x' })],
  ['not_an_object', () => resultProblem(7)],
  ['missing_key', () => resultProblem({})],
  ['wrong_type', () => resultProblem({ content: 5 })],
  ['wrong_type', () => resultProblem({ content: [{ type: 1 }] })],
  ['wrong_type', () => new ToolRegistry().register('a.b', { ...spec, description: 5 } as never)],
  ['out_of_range', () => new ToolRegistry().register('a.b', { ...spec, timeoutMs: 0 })],
  ['unknown_tool', () => new ToolRegistry().get('a.b')],
  ['unknown_format', () => importCatalog('tools')],
  ['not_jsonrpc_2', () => loadMcpToolsList({ jsonrpc: '1.0', id: 1, result: { tools: [] } })],
  ['jsonrpc_error', () => loadMcpToolsList({ jsonrpc: '2.0', id: 1, error: { code: 1, message: 'm' } })],
  ['empty_name', () => loadMcpToolsList({ tools: [tool({ name: '' })] })],
  ['not_object_schema', () => toolDefect({ inputSchema: { type: 'string' } })],
  ['not_a_schema', () => toolDefect({ outputSchema: 7 }, 'output')],
  ['not_a_schema', () => compileSubset({ properties: { a: 7 } })],
  ['not_a_schema', () => compileSchema({ properties: { a: 7 } }, MCP_SCHEMA_OPTIONS)],
  ['unsupported_keyword', () => compileSubset({ minimum: 1 })],
  ['nested_id', () => compileSubset({ properties: { a: { $id: 'x' } } })],
  ['unresolved_ref', () => compileSubset({ $ref: '#/$defs/gone' })],
  ['not_local_ref', () => compileSubset({ $ref: 'https://example.com/s' })],
  ['bad_ref_encoding', () => compileSubset({ $ref: '#/%E0' })],
  ['bad_ref_encoding', () => compileSubset({ $ref: '#x' })],
  ['ref_not_found', () => compileSchema({ $ref: '#/$defs/gone' }, MCP_SCHEMA_OPTIONS)],
  ['remote_ref', () => compileSchema({ $ref: 'https://example.com/s' }, MCP_SCHEMA_OPTIONS)],
  ['remote_ref', () => compileSchema({ $dynamicRef: 'https://example.com/s' }, MCP_SCHEMA_OPTIONS)],
  ['malformed_keyword', () => compileSchema({ uniqueItems: 1 }, MCP_SCHEMA_OPTIONS)],
  ['malformed_keyword', () => compileSchema({ $ref: 5 }, MCP_SCHEMA_OPTIONS)],
  ['malformed_keyword', () => compileSchema({ patternProperties: { '(': {} } }, MCP_SCHEMA_OPTIONS)],
  ['malformed_keyword', () => compileSubset({ type: [] })],
  ['malformed_keyword', () => compileSubset({ type: 'text' })],
  ['malformed_keyword', () => compileSubset({ required: ['a', 'a'] })],
  ['not_an_accept_list', () => readAcceptList({})],
  ['accept_entry_not_object', () => readAcceptList([null])],
  ['accept_entry_not_string', () => readAcceptList([{ tool: 't', pointer: 1 }])],
  ['accept_entry_empty_reason', () => readAcceptList([{ tool: 't', pointer: '', class: 'c', reason: ' ' }])],
];

describe('refusals worded by their reason', () => {
  it.each(REFUSALS)('words %s with the English sentence the catalog gives it', (reason, refuse) => {
    const result = refuse();
    expect(result.ok).toBe(false);
    const error = (result as { error: ContractError }).error;
    expect(error.reason).toBe(reason);
    expect(isReason(error.reason)).toBe(true);
    if (isReason(error.reason)) expect(error.message).toBe(wordReason(error.reason, error.params, 'en'));
  });
});

// Every keyword defect of both compilers, by what the keyword needs: each has its own sentence in both languages.
const MALFORMED: readonly [MalformedNeed, () => Result<unknown>][] = [
  ['boolean', () => compileSchema({ uniqueItems: 1 }, MCP_SCHEMA_OPTIONS)],
  ['string', () => compileSchema({ format: 1 }, MCP_SCHEMA_OPTIONS)],
  ['string', () => compileSubset({ description: 1 })],
  ['number', () => compileSchema({ minimum: '1' }, MCP_SCHEMA_OPTIONS)],
  ['positive', () => compileSchema({ multipleOf: 0 }, MCP_SCHEMA_OPTIONS)],
  ['count', () => compileSchema({ minLength: -1 }, MCP_SCHEMA_OPTIONS)],
  ['count', () => compileSubset({ maxLength: 1.5 })],
  ['array', () => compileSchema({ enum: 1 }, MCP_SCHEMA_OPTIONS)],
  ['strings', () => compileSchema({ required: [1] }, MCP_SCHEMA_OPTIONS)],
  ['strings', () => compileSubset({ required: [1] })],
  ['schemas', () => compileSchema({ prefixItems: {} }, MCP_SCHEMA_OPTIONS)],
  ['some_schemas', () => compileSchema({ anyOf: [] }, MCP_SCHEMA_OPTIONS)],
  ['one_schema', () => compileSchema({ items: [{}] }, MCP_SCHEMA_OPTIONS)],
  ['one_schema', () => compileSubset({ items: [{}] })],
  ['object', () => compileSchema({ properties: [] }, MCP_SCHEMA_OPTIONS)],
  ['schema_map', () => compileSubset({ $defs: [] })],
  ['regex', () => compileSchema({ pattern: '(' }, MCP_SCHEMA_OPTIONS)],
  ['regex', () => compileSubset({ pattern: '(' })],
  ['type_names', () => compileSchema({ type: 5 }, MCP_SCHEMA_OPTIONS)],
  ['no_type', () => compileSubset({ type: [] })],
  ['type_name', () => compileSubset({ type: ['string', 'text'] })],
  ['repeated', () => compileSubset({ type: ['string', 'string'] })],
  ['json_values', () => compileSubset({ enum: [Number.NaN] })],
];

describe('a malformed keyword', () => {
  it.each(MALFORMED)('needing %s is worded by that sentence, in English and Korean', (needs, compile) => {
    const result = compile();
    expect(result.ok).toBe(false);
    const { error } = result as { error: ContractError };
    expect(error).toMatchObject({ code: 'INVALID_SCHEMA', reason: 'malformed_keyword', params: { needs } });
    expect(sentenceKey('malformed_keyword', error.params)).toBe(`malformed_keyword.${needs}`);
    expect(error.message).toBe(wordReason('malformed_keyword', error.params, 'en'));
    expect(error.message).not.toContain('{');
    expect(wordReason('malformed_keyword', error.params, 'ko')).not.toContain('{');
  });

  it('names the keyword, not the entry or the pattern its pointer ends in', () => {
    const byPattern = compileSchema({ patternProperties: { '(': {} } }, MCP_SCHEMA_OPTIONS);
    expect(byPattern.ok).toBe(false);
    expect((byPattern as { error: ContractError }).error.params).toEqual({
      keyword: 'patternProperties',
      needs: 'regex',
      pattern: '(',
    });
    const byEntry = compileSubset({ required: ['a', 'a'] });
    expect(byEntry.ok).toBe(false);
    expect((byEntry as { error: ContractError }).error).toMatchObject({
      path: '/required/1',
      params: { keyword: 'required', needs: 'repeated', entry: 'a' },
      message: '"a" is listed twice in "required".',
    });
  });
});
