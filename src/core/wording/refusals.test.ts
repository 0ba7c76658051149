import { describe, expect, it } from 'vitest';
import { readAcceptList } from '../diff/accept.ts';
import { checkToolResult } from '../mcp/check-result.ts';
import { importCatalog } from '../mcp/import-catalog.ts';
import { MCP_SCHEMA_OPTIONS } from '../mcp/schema-options.ts';
import { compileSchema } from '../schema/compile.ts';
import { compileSchema as compileSubset } from '../schema/compile-schema.ts';
import { loadMcpToolsList } from '../mcp/load-tools-list.ts';
import { ToolRegistry } from '../registry/tool-registry.ts';
import type { ContractError, ErrorParams, Result } from '../result.ts';
import { MAX_SCHEMA_DEPTH, MAX_VALUE_DEPTH } from '../schema/types.ts';
import { mcpToolCatalog, toolCatalog } from '../tool/tool.ts';
import {
  isReason,
  SENTENCES,
  sentenceKey,
  wordReason,
  type DeepNesting,
  type MalformedNeed,
} from './reasons.ts';

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
  return mcpToolCatalog(loaded.value).tools[0]!;
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
  ['unknown_dialect', () => compileSchema({ $schema: 'https://example.com/no-dialect' }, MCP_SCHEMA_OPTIONS)],
  ['bad_tool_name', () => new ToolRegistry().register('Not A Name', spec)],
  ['already_registered', () => twice(new ToolRegistry())],
  ['unknown_tool', () => mcpCatalog().find('absent')],
  ['missing_key', () => toolDefect({ inputSchema: undefined })],
  ['not_an_object', () => toolDefect({ inputSchema: [] })],
];

function twice(registry: ToolRegistry): Result<unknown> {
  registry.register('a.b', spec);
  return registry.register('a.b', spec);
}

function mcpCatalog() {
  const imported = importCatalog({ tools: [tool()] });
  if (!imported.ok) throw new Error(imported.error.message);
  return toolCatalog(imported.value);
}

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

/** A value nested `levels` deep: each level wraps the one inside it. */
function nested(levels: number, wrap: (inner: unknown) => unknown, inner: unknown): unknown {
  let value = inner;
  for (let i = 0; i < levels; i++) value = wrap(value);
  return value;
}

const deepSchema = nested(MAX_SCHEMA_DEPTH + 1, (schema) => ({ items: schema }), {});
const deepArray = nested(MAX_VALUE_DEPTH + 1, (value) => [value], []);
const selfItems = { items: { $ref: '#' } };
const subsetSelfItems = { $defs: { n: { type: 'array', items: { $ref: '#/$defs/n' } } }, $ref: '#/$defs/n' };

/** The first issue a schema's validation reports for a value, as the reason, params and message it carries. */
function firstIssue(
  compiled: Result<{ validate(value: unknown): readonly Worded[] }>,
  value: unknown,
): Worded {
  if (!compiled.ok) throw new Error(compiled.error.message);
  const [issue] = compiled.value.validate(value);
  if (issue === undefined) throw new Error('the value must have an issue');
  return issue;
}

type Worded = { reason: string; params: ErrorParams; message: string };

/** The error of a refusal. */
function refusalOf(result: Result<unknown>): Worded {
  if (result.ok) throw new Error('the result must be a refusal');
  return result.error;
}

// Every place that finds something nested too deep, by what went too deep: each has its own sentence.
const TOO_DEEP: readonly [DeepNesting, string, () => Worded][] = [
  ['schema', 'the subset compiler', () => refusalOf(compileSubset(deepSchema))],
  [
    'schema',
    'an MCP inputSchema',
    () => refusalOf(toolDefect({ inputSchema: { type: 'object', items: deepSchema } })),
  ],
  ['schema', 'an MCP outputSchema', () => refusalOf(toolDefect({ outputSchema: deepSchema }, 'output'))],
  ['value', 'a tool result', () => refusalOf(resultProblem({ content: [], structuredContent: deepArray }))],
  ['refs', 'the full engine', () => firstIssue(compileSchema(selfItems, MCP_SCHEMA_OPTIONS), deepArray)],
  ['value_and_refs', 'the subset engine', () => firstIssue(compileSubset(subsetSelfItems), deepArray)],
];

describe('too_deep', () => {
  it.each(TOO_DEEP)(
    'of a %s in %s is worded by that sentence, in English and Korean',
    (nestedWhat, _where, find) => {
      const { reason, params, message } = find();
      expect(reason).toBe('too_deep');
      expect(params.nested).toBe(nestedWhat);
      expect(sentenceKey('too_deep', params)).toBe(`too_deep.${nestedWhat}`);
      expect(message).toBe(wordReason('too_deep', params, 'en'));
      expect(message).toContain(String(params.limit));
      const korean = wordReason('too_deep', params, 'ko');
      expect(korean).toMatch(/[\uac00-\ud7a3]/);
      expect(korean).toContain(String(params.limit));
      expect(korean).not.toContain('{');
    },
  );

  it('has a sentence in both languages for every kind of nesting, and a place that reports each', () => {
    const variants = Object.keys(SENTENCES).filter((key) => key.startsWith('too_deep.'));
    expect(variants.sort()).toEqual([...new Set(TOO_DEEP.map(([what]) => `too_deep.${what}`))].sort());
    for (const key of ['too_deep', ...variants] as (keyof typeof SENTENCES)[]) {
      expect(SENTENCES[key].en).toContain('{limit}');
      expect(SENTENCES[key].ko).toContain('{limit}');
      expect(SENTENCES[key].ko).not.toBe(SENTENCES[key].en);
    }
  });
});

describe('unlocated', () => {
  it('words a schema the full engine cannot locate by the catalog’s sentence, in English and Korean', () => {
    const { reason, params, message } = refusalOf(compileSchema(deepSchema, MCP_SCHEMA_OPTIONS));
    expect(reason).toBe('unlocated');
    expect(message).toBe(wordReason('unlocated', params, 'en'));
    expect(message).toBe(SENTENCES.unlocated.en);
    expect(wordReason('unlocated', params, 'ko')).toBe(SENTENCES.unlocated.ko);
    expect(SENTENCES.unlocated.ko).toMatch(/[\uac00-\ud7a3]/);
  });
});
