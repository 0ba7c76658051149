import { describe, expect, it } from 'vitest';
import { importCatalog } from '../mcp/import-catalog.ts';
import { toolCatalog } from '../tool/tool.ts';
import { checkToolResult } from '../mcp/index.ts';
import { exampleArguments, exampleResult, exampleValue } from './example-value.ts';

function mcpTool(inputSchema: unknown, outputSchema?: unknown) {
  const entry = { name: 't', inputSchema, ...(outputSchema ? { outputSchema } : {}) };
  const imported = importCatalog({ tools: [entry] });
  if (!imported.ok) throw new Error(imported.error.message);
  return toolCatalog(imported.value).tools[0]!;
}

describe('exampleValue', () => {
  it.each([
    ['examples first', { type: 'string', examples: ['octocat'], default: 'x' }, 'octocat'],
    ['then default', { type: 'integer', default: 30, minimum: 1 }, 30],
    ['then const', { const: 'fixed' }, 'fixed'],
    ['then the first enum value', { enum: ['open', 'closed'] }, 'open'],
    ['a length within bounds', { type: 'string', minLength: 12 }, 'examplexxxxx'],
    ['a length cut to the maximum', { type: 'string', maxLength: 3 }, 'exa'],
    ['a format', { type: 'string', format: 'date-time' }, '2024-01-15T09:30:00Z'],
    ['a number within bounds', { type: 'integer', minimum: 50, maximum: 100 }, 50],
    ['a multiple', { type: 'integer', minimum: 1, multipleOf: 5 }, 5],
    ['the first type that is not null', { type: ['null', 'boolean'] }, true],
    ['the first member that is not null', { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 7 }] }, 7],
    ['an array of its minimum items', { type: 'array', minItems: 2, items: { enum: ['a'] } }, ['a', 'a']],
    ['a $ref followed', { $ref: '#/$defs/N', $defs: { N: { type: 'integer', minimum: 4 } } }, 4],
    ['the false schema as null', false, null],
  ])('gives %s', (_name, schema, expected) => {
    expect(exampleValue(schema, schema)).toEqual(expected);
  });

  it('stops a schema that nests itself', () => {
    const schema = { type: 'object', required: ['next'], properties: { next: { $ref: '#' } } };
    expect(() => JSON.stringify(exampleValue(schema, schema))).not.toThrow();
  });
});

describe('exampleArguments', () => {
  it('fills the required properties only, and the tool accepts them', () => {
    const tool = mcpTool({
      type: 'object',
      required: ['owner', 'perPage', 'labels', 'since'],
      properties: {
        owner: { type: 'string', pattern: '^[a-z]+$' },
        perPage: { type: 'integer', minimum: 1, maximum: 100 },
        labels: { type: 'array', minItems: 1, items: { type: 'string', minLength: 2 } },
        since: { type: 'string', format: 'date' },
        state: { enum: ['open', 'closed'] },
      },
    });
    const args = exampleArguments(tool);
    expect(Object.keys(args)).toEqual(['owner', 'perPage', 'labels', 'since']);
    expect(tool.check(args).ok).toBe(true);
  });
});

describe('exampleResult', () => {
  it('gives structuredContent the result check finds conforming', () => {
    const tool = mcpTool(
      { type: 'object' },
      { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 0 } } },
    );
    const result = exampleResult(tool);
    expect(result.structuredContent).toEqual({ count: 10 });
    expect(checkToolResult(tool, result).verdict).toBe('conforms');
  });
});
