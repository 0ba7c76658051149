import { describe, expect, it } from 'vitest';
import { checkToolResult } from './check-result.ts';
import { loadMcpToolsList } from './load-tools-list.ts';
import { mcpToolCatalog, type Tool } from '../tool/tool.ts';

/** Imports one tool the way a tools/list result brings it, as the one `Tool`. */
function toolOf(extra: Record<string, unknown>): Tool {
  const loaded = loadMcpToolsList({ tools: [{ name: 'run', inputSchema: { type: 'object' }, ...extra }] });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return mcpToolCatalog(loaded.value).tools[0]!;
}

const OUTPUT = {
  type: 'object',
  properties: {
    exitCode: { type: 'integer', minimum: 0 },
    stdout: { type: 'string' },
    lines: { type: 'array', items: { type: 'string', maxLength: 3 } },
  },
  required: ['exitCode'],
  additionalProperties: false,
};
const withOutput = toolOf({ outputSchema: OUTPUT });
const text = [{ type: 'text', text: '{"exitCode":0}' }];

describe('checkToolResult', () => {
  it('accepts a result whose structuredContent matches the outputSchema', () => {
    const check = checkToolResult(withOutput, { content: text, structuredContent: { exitCode: 0 } });
    expect(check).toEqual({ verdict: 'conforms', checkedOutput: true, problems: [], outputDefect: null });
  });

  it('reports every issue of the structuredContent, each with its pointer into the result and the schema', () => {
    const structuredContent = { exitCode: -1, stdout: 7, lines: ['ok', 'toolong'], extra: true };
    const check = checkToolResult(withOutput, { content: text, structuredContent });
    expect(check.verdict).toBe('defective');
    expect(check.checkedOutput).toBe(true);
    const found = check.problems.map(({ code, path, schemaPath, keyword }) => ({
      code,
      path,
      schemaPath,
      keyword,
    }));
    expect(found).toEqual(
      expect.arrayContaining([
        {
          code: 'INVALID_STRUCTURED_CONTENT',
          path: '/structuredContent/exitCode',
          schemaPath: '/properties/exitCode/minimum',
          keyword: 'minimum',
        },
        {
          code: 'INVALID_STRUCTURED_CONTENT',
          path: '/structuredContent/stdout',
          schemaPath: '/properties/stdout/type',
          keyword: 'type',
        },
        {
          code: 'INVALID_STRUCTURED_CONTENT',
          path: '/structuredContent/lines/1',
          schemaPath: '/properties/lines/items/maxLength',
          keyword: 'maxLength',
        },
        {
          code: 'INVALID_STRUCTURED_CONTENT',
          path: '/structuredContent/extra',
          schemaPath: '/additionalProperties',
          keyword: 'additionalProperties',
        },
      ]),
    );
    expect(found).toHaveLength(4);
    for (const problem of check.problems) expect(problem.message).toMatch(/\.$/);
  });

  it('reports an error result as such and does not check it against the outputSchema', () => {
    const result = {
      content: [{ type: 'text', text: 'no such issue' }],
      isError: true,
      structuredContent: { wrong: 1 },
    };
    expect(checkToolResult(withOutput, result)).toEqual({
      verdict: 'error_result',
      checkedOutput: false,
      problems: [],
      outputDefect: null,
    });
    expect(checkToolResult(withOutput, { content: [], isError: true }).verdict).toBe('error_result');
  });

  it('marks a successful result without structuredContent from a tool with an outputSchema as a defect', () => {
    for (const isError of [undefined, false]) {
      const check = checkToolResult(withOutput, {
        content: text,
        ...(isError === undefined ? {} : { isError }),
      });
      expect(check.verdict).toBe('defective');
      expect(check.problems).toMatchObject([
        {
          code: 'MISSING_STRUCTURED_CONTENT',
          path: '',
          reason: 'missing_key',
          params: { key: 'structuredContent' },
        },
      ]);
    }
  });

  it('accepts a result without structuredContent from a tool that declares no outputSchema', () => {
    const plain = toolOf({});
    expect(checkToolResult(plain, { content: text })).toMatchObject({
      verdict: 'conforms',
      checkedOutput: false,
    });
    expect(checkToolResult(plain, { content: text, structuredContent: { any: 1 } }).verdict).toBe('conforms');
  });

  it.each<[string, unknown, string, string]>([
    ['a result that is not an object', [], '', 'not_an_object'],
    ['a result without content', { structuredContent: { exitCode: 0 } }, '', 'missing_key'],
    [
      'content that is not an array',
      { content: 'hi', structuredContent: { exitCode: 0 } },
      '/content',
      'wrong_type',
    ],
    [
      'a content block that is not an object',
      { content: ['hi'], structuredContent: { exitCode: 0 } },
      '/content/0',
      'wrong_type',
    ],
    [
      'a content block without a string type',
      { content: [{ text: 'a' }], structuredContent: { exitCode: 0 } },
      '/content/0/type',
      'wrong_type',
    ],
    [
      'isError that is not a boolean',
      { content: [], isError: 'yes', structuredContent: { exitCode: 0 } },
      '/isError',
      'wrong_type',
    ],
    [
      '_meta that is not an object',
      { content: [], _meta: 1, structuredContent: { exitCode: 0 } },
      '/_meta',
      'wrong_type',
    ],
  ])('refuses %s with INVALID_TOOL_RESULT at its pointer', (_label, result, path, reason) => {
    const check = checkToolResult(withOutput, result);
    expect(check.verdict).toBe('defective');
    expect(check.problems).toMatchObject([{ code: 'INVALID_TOOL_RESULT', path, reason }]);
  });

  it('reports shape problems and structuredContent issues together', () => {
    const check = checkToolResult(withOutput, { content: [1], structuredContent: { exitCode: 'x' } });
    expect(check.problems.map((p) => [p.code, p.path])).toEqual([
      ['INVALID_TOOL_RESULT', '/content/0'],
      ['INVALID_STRUCTURED_CONTENT', '/structuredContent/exitCode'],
    ]);
  });

  it('says the result is not checkable when the outputSchema is malformed, pointing into the tool', () => {
    const broken = toolOf({ outputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/gone' } } } });
    expect(broken.schemaCheck?.isChecked).toBe(true);
    const check = checkToolResult(broken, { content: text, structuredContent: { a: 1 } });
    expect(check.verdict).toBe('not_checkable');
    expect(check.outputDefect).toMatchObject({
      code: 'UNRESOLVED_REF',
      path: '/outputSchema/properties/a/$ref',
    });
  });

  it('checks structuredContent that nests without bound in bounded time, as a located defect', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const check = checkToolResult(toolOf({ outputSchema: {} }), { content: [], structuredContent: deep });
    expect(check.problems).toMatchObject([
      { code: 'INVALID_TOOL_RESULT', path: '/structuredContent', reason: 'too_deep' },
    ]);
  });

  it('checks a non-object outputSchema against any JSON structuredContent', () => {
    const list = toolOf({ outputSchema: { type: 'array', items: { type: 'integer' } } });
    expect(checkToolResult(list, { content: [], structuredContent: [1, 2] }).verdict).toBe('conforms');
    expect(checkToolResult(list, { content: [], structuredContent: [1, 'b'] }).problems).toMatchObject([
      { path: '/structuredContent/1', keyword: 'type' },
    ]);
  });
});
