import { describe, expect, it } from 'vitest';
import { adaptForProvider } from './adapt.ts';
import { lintForProvider } from './lint.ts';
import { PROVIDERS } from './rules.ts';
import { loadMcpToolsList, mcpProviderTool } from '../mcp/index.ts';
import { mcpTool } from '../tool/tool.ts';
import type { Provider, ProviderFinding, RuleId } from './types.ts';

const object = (extra: Record<string, unknown> = {}) => ({ type: 'object', ...extra });
const closed = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  object({ properties, required: Object.keys(properties), additionalProperties: false, ...extra });

function findings(
  inputSchema: unknown,
  provider: Provider,
  strict: boolean,
  name = 'tool',
): readonly ProviderFinding[] {
  const result = lintForProvider({ name, inputSchema }, provider, { strict });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

type Case = [string, Provider, boolean, unknown, RuleId, string];

describe('lintForProvider, one case per schema rule', () => {
  const cases: Case[] = [
    [
      'OpenAI strict root anyOf',
      'openai',
      true,
      closed({}, { anyOf: [{ type: 'object' }] }),
      'openai-strict-root',
      '/inputSchema/anyOf',
    ],
    [
      'OpenAI strict optional property',
      'openai',
      true,
      object({ properties: { a: { type: 'string' } }, additionalProperties: false }),
      'openai-strict-required',
      '/inputSchema/properties/a',
    ],
    [
      'OpenAI strict open object',
      'openai',
      true,
      closed({ a: { type: 'string' } }, { additionalProperties: true }),
      'openai-strict-additional',
      '/inputSchema/additionalProperties',
    ],
    [
      'OpenAI strict nested object without additionalProperties',
      'openai',
      true,
      closed({ o: object({ properties: {}, required: [] }) }),
      'openai-strict-additional',
      '/inputSchema/properties/o/additionalProperties',
    ],
    [
      'OpenAI strict allOf',
      'openai',
      true,
      closed({ a: { type: 'string', allOf: [{ minLength: 1 }] } }),
      'openai-strict-composition',
      '/inputSchema/properties/a/allOf',
    ],
    [
      'OpenAI strict if',
      'openai',
      true,
      closed({ a: { type: 'string', if: { minLength: 1 } } }),
      'openai-strict-composition',
      '/inputSchema/properties/a/if',
    ],
    [
      'OpenAI strict oneOf',
      'openai',
      true,
      closed({ a: { oneOf: [{ type: 'string' }, { type: 'integer' }] } }),
      'openai-strict-oneof',
      '/inputSchema/properties/a/oneOf',
    ],
    [
      'OpenAI strict format uri',
      'openai',
      true,
      closed({ a: { type: 'string', format: 'uri' } }),
      'openai-strict-format',
      '/inputSchema/properties/a/format',
    ],
    [
      'OpenAI strict typeless property',
      'openai',
      true,
      closed({ a: { description: 'anything' } }),
      'openai-strict-type',
      '/inputSchema/properties/a',
    ],
    [
      'OpenAI strict true property',
      'openai',
      true,
      closed({ a: true }),
      'openai-strict-type',
      '/inputSchema/properties/a',
    ],
    [
      'OpenAI strict array without items',
      'openai',
      true,
      closed({ a: { type: 'array' } }),
      'openai-strict-items',
      '/inputSchema/properties/a',
    ],
    [
      'Anthropic strict minimum',
      'anthropic',
      true,
      closed({ n: { type: 'integer', minimum: 1 } }),
      'anthropic-strict-constraints',
      '/inputSchema/properties/n/minimum',
    ],
    [
      'Anthropic strict maxLength',
      'anthropic',
      true,
      closed({ s: { type: 'string', maxLength: 5 } }),
      'anthropic-strict-constraints',
      '/inputSchema/properties/s/maxLength',
    ],
    [
      'Anthropic strict minItems 2',
      'anthropic',
      true,
      closed({ l: { type: 'array', items: { type: 'string' }, minItems: 2 } }),
      'anthropic-strict-constraints',
      '/inputSchema/properties/l/minItems',
    ],
    [
      'Anthropic strict missing additionalProperties',
      'anthropic',
      true,
      object({ properties: {} }),
      'anthropic-strict-additional',
      '/inputSchema/additionalProperties',
    ],
    [
      'Anthropic strict uniqueItems',
      'anthropic',
      true,
      closed({ l: { type: 'array', uniqueItems: true } }),
      'anthropic-strict-unlisted',
      '/inputSchema/properties/l/uniqueItems',
    ],
    [
      'Anthropic strict recursive $ref',
      'anthropic',
      true,
      closed({ c: { $ref: '#' } }),
      'anthropic-strict-ref',
      '/inputSchema/properties/c/$ref',
    ],
    [
      'Anthropic strict anchor $ref',
      'anthropic',
      true,
      closed({ c: { $ref: '#c' } }, { $defs: { c: { $anchor: 'c', type: 'string' } } }),
      'anthropic-strict-ref',
      '/inputSchema/properties/c/$ref',
    ],
    [
      'Anthropic strict object enum',
      'anthropic',
      true,
      closed({ e: { enum: [{ a: 1 }] } }),
      'anthropic-strict-enum',
      '/inputSchema/properties/e/enum',
    ],
    [
      'Anthropic strict format iri',
      'anthropic',
      true,
      closed({ s: { type: 'string', format: 'iri' } }),
      'anthropic-strict-format',
      '/inputSchema/properties/s/format',
    ],
    [
      'Gemini additionalProperties',
      'gemini',
      false,
      object({ additionalProperties: false }),
      'gemini-fields',
      '/inputSchema/additionalProperties',
    ],
    [
      'Gemini $schema',
      'gemini',
      false,
      object({ $schema: 'https://json-schema.org/draft/2020-12/schema' }),
      'gemini-fields',
      '/inputSchema/$schema',
    ],
    [
      'Gemini exclusiveMinimum',
      'gemini',
      false,
      object({ properties: { n: { type: 'number', exclusiveMinimum: 0 } } }),
      'gemini-fields',
      '/inputSchema/properties/n/exclusiveMinimum',
    ],
    [
      'Gemini tuple items',
      'gemini',
      false,
      object({
        $schema: 'http://json-schema.org/draft-07/schema#',
        properties: { t: { type: 'array', items: [{ type: 'string' }] } },
      }),
      'gemini-fields',
      '/inputSchema/properties/t/items',
    ],
    [
      'Gemini type list',
      'gemini',
      false,
      object({ properties: { s: { type: ['string', 'null'] } } }),
      'gemini-type',
      '/inputSchema/properties/s/type',
    ],
    [
      'Gemini number enum',
      'gemini',
      false,
      object({ properties: { n: { type: 'integer', enum: [1, 2] } } }),
      'gemini-enum',
      '/inputSchema/properties/n/enum',
    ],
    [
      'Gemini $ref',
      'gemini',
      false,
      object({ properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: { type: 'string' } } }),
      'gemini-ref',
      '/inputSchema/properties/a/$ref',
    ],
  ];

  it.each(cases)('%s', (_title, provider, strict, schema, rule, path) => {
    const found = findings(schema, provider, strict);
    const match = found.find((f) => f.rule === rule && f.path === path);
    expect(match, JSON.stringify(found)).toBeDefined();
    expect(match?.effect).toBe('rejected');
    expect(match?.message).toMatch(/\.$/);
  });

  it('finds nothing in a schema every provider takes as it is', () => {
    const schema = closed({
      q: { type: 'string', description: 'query', enum: ['a', 'b'] },
      n: { type: 'integer' },
    });
    for (const provider of ['mcp', 'openai', 'anthropic', 'gemini'] as const) {
      for (const strict of [false, true]) {
        // Gemini has no additionalProperties field; the others need it in strict mode
        const open = Object.fromEntries(
          Object.entries(schema).filter(([key]) => key !== 'additionalProperties'),
        );
        const found = findings(provider === 'gemini' ? open : schema, provider, strict);
        expect(found, `${provider} ${strict}`).toEqual([]);
      }
    }
  });

  it.each([
    ['a root of another type', { type: 'string' }, '/inputSchema/type', 'not_object_schema'],
    [
      'a root without a type',
      { properties: {}, additionalProperties: false },
      '/inputSchema/type',
      'not_object_schema',
    ],
    ['a root of type array', { type: 'array' }, '/inputSchema/type', 'not_object_schema'],
    ['a boolean root', true, '/inputSchema', 'not_an_object'],
  ])('refuses %s as the MCP import marks it, for every provider', (_title, inputSchema, path, reason) => {
    for (const provider of PROVIDERS) {
      for (const strict of [false, true]) {
        for (const run of [lintForProvider, adaptForProvider]) {
          const result = run({ name: 'tool', inputSchema }, provider, { strict });
          expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_SCHEMA', path, reason } });
        }
      }
    }
  });

  it('refuses a network $ref as the MCP import does, before any rule runs', () => {
    const schema = closed({ c: { $ref: 'https://example.com/s.json' } });
    const result = lintForProvider({ name: 'tool', inputSchema: schema }, 'anthropic', { strict: true });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'UNRESOLVED_REF', path: '/inputSchema/properties/c/$ref', reason: 'remote_ref' },
    });
  });

  it('leaves strict-only rules out when strict is not asked for', () => {
    const schema = object({ properties: { a: { type: 'string', minimum: 1, oneOf: [{}] } } });
    expect(findings(schema, 'openai', false)).toEqual([]);
    expect(findings(schema, 'anthropic', false)).toEqual([]);
    expect(findings(schema, 'openai', true).length).toBeGreaterThan(0);
  });

  it('reports one finding per missing required property, with its key', () => {
    const schema = object({
      properties: { a: {}, 'x/y': {}, b: {} },
      required: ['b'],
      additionalProperties: false,
    });
    const required = findings(schema, 'openai', true).filter((f) => f.code === 'STRICT_ALL_REQUIRED');
    expect(required.map((f) => [f.path, f.params.key])).toEqual([
      ['/inputSchema/properties/a', 'a'],
      ['/inputSchema/properties/x~1y', 'x/y'],
    ]);
  });
});

describe('lintForProvider on a tool the MCP import found not checkable', () => {
  it.each(PROVIDERS)("refuses it for %s, strict or not, with the import's code and pointer", (provider) => {
    const list = loadMcpToolsList({
      tools: [
        { name: 't', inputSchema: { type: 'object', properties: { q: { type: 'strin' } } } },
        { name: 'u', title: 5, inputSchema: { type: 'object' } },
      ],
    });
    if (!list.ok) throw new Error('the list was refused');
    const [typo, titled] = list.value.tools.map((tool) => mcpProviderTool(mcpTool(tool)));
    for (const strict of [false, true]) {
      for (const run of [lintForProvider, adaptForProvider]) {
        expect(run(typo!, provider, { strict })).toMatchObject({
          ok: false,
          error: { code: 'INVALID_SCHEMA', path: '/inputSchema/properties/q/type' },
        });
        expect(run(titled!, provider, { strict })).toMatchObject({
          ok: false,
          error: { code: 'INVALID_TOOL', path: '/title' },
        });
      }
    }
  });
});

describe('lintForProvider limits', () => {
  const many = (n: number, value: unknown) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, value]));

  it('counts OpenAI strict properties across the schema', () => {
    const found = findings(closed(many(5001, { type: 'string' })), 'openai', true);
    const limit = found.find((f) => f.code === 'LIMIT_EXCEEDED');
    expect(limit?.params).toEqual({ measure: 'properties', limit: 5000, count: 5001 });
    expect(
      findings(closed(many(5000, { type: 'string' })), 'openai', true).some(
        (f) => f.code === 'LIMIT_EXCEEDED',
      ),
    ).toBe(false);
  });

  it('counts OpenAI strict object nesting, the root being level 1', () => {
    let schema: Record<string, unknown> = closed({});
    for (let i = 0; i < 10; i++) schema = closed({ o: schema });
    const found = findings(schema, 'openai', true).filter((f) => f.code === 'LIMIT_EXCEEDED');
    expect(found.map((f) => f.params)).toEqual([{ measure: 'nesting', limit: 10, count: 11 }]);
  });

  it('counts OpenAI strict enum values and a large string enum', () => {
    const values = Array.from({ length: 1001 }, (_, i) => `value-${i}-${'x'.repeat(10)}`);
    const found = findings(closed({ e: { type: 'string', enum: values } }), 'openai', true).filter(
      (f) => f.code === 'LIMIT_EXCEEDED',
    );
    expect(found.map((f) => f.params.measure)).toEqual(['enumValues', 'large_enum_length']);
    expect(found[1]?.path).toBe('/inputSchema/properties/e/enum');
  });

  it('counts Anthropic strict optional and union parameters', () => {
    const optional = object({ properties: many(25, { type: 'string' }), additionalProperties: false });
    expect(findings(optional, 'anthropic', true).find((f) => f.code === 'LIMIT_EXCEEDED')?.params).toEqual({
      measure: 'optionalParameters',
      limit: 24,
      count: 25,
    });
    const unions = closed(many(17, { type: ['string', 'null'] }));
    expect(findings(unions, 'anthropic', true).find((f) => f.code === 'LIMIT_EXCEEDED')?.params).toEqual({
      measure: 'unionParameters',
      limit: 16,
      count: 17,
    });
  });
});

describe('lintForProvider on bad input', () => {
  it.each([
    ['a tool that is not an object', 42, 'INVALID_TOOLS_LIST', ''],
    ['an array', [], 'INVALID_TOOLS_LIST', ''],
    [
      'a name that is not a string',
      { name: 7, inputSchema: { type: 'object' } },
      'INVALID_TOOLS_LIST',
      '/name',
    ],
    ['an empty name', { name: '', inputSchema: { type: 'object' } }, 'INVALID_TOOLS_LIST', '/name'],
    [
      'a name longer than the import reads',
      { name: 'a'.repeat(129), inputSchema: { type: 'object' } },
      'INVALID_TOOLS_LIST',
      '/name',
    ],
    [
      'a description that is an array',
      { name: 'a', description: ['x'], inputSchema: { type: 'object' } },
      'INVALID_TOOL',
      '/description',
    ],
    [
      'a hint that is not a boolean',
      { name: 'a', annotations: { readOnlyHint: 'yes' }, inputSchema: { type: 'object' } },
      'INVALID_TOOL',
      '/annotations/readOnlyHint',
    ],
    ['a boolean inputSchema', { name: 'a', inputSchema: false }, 'INVALID_SCHEMA', '/inputSchema'],
    [
      'a description that is not a string',
      { name: 'a', description: 1, inputSchema: {} },
      'INVALID_TOOL',
      '/description',
    ],
    ['no inputSchema', { name: 'a' }, 'INVALID_SCHEMA', '/inputSchema'],
    ['an inputSchema of null', { name: 'a', inputSchema: null }, 'INVALID_SCHEMA', '/inputSchema'],
    [
      'properties that are not an object',
      { name: 'a', inputSchema: { type: 'object', properties: [] } },
      'INVALID_SCHEMA',
      '/inputSchema/properties',
    ],
    [
      'a subschema that is a number',
      { name: 'a', inputSchema: { type: 'object', properties: { x: 3 } } },
      'INVALID_SCHEMA',
      '/inputSchema/properties/x',
    ],
    [
      'required that is not strings',
      { name: 'a', inputSchema: { type: 'object', required: [1] } },
      'INVALID_SCHEMA',
      '/inputSchema/required',
    ],
    [
      'a type that is a number',
      { name: 'a', inputSchema: { type: 'object', items: { type: 3 } } },
      'INVALID_SCHEMA',
      '/inputSchema/items/type',
    ],
    [
      'a $ref that leads nowhere',
      { name: 'a', inputSchema: { type: 'object', properties: { x: { $ref: '#/$defs/none' } } } },
      'UNRESOLVED_REF',
      '/inputSchema/properties/x/$ref',
    ],
  ])('refuses %s with its code and pointer', (_title, tool, code, path) => {
    for (const provider of ['mcp', 'openai', 'anthropic', 'gemini'] as const) {
      const result = lintForProvider(tool, provider, { strict: true });
      expect(result.ok).toBe(false);
      if (!result.ok) expect([result.error.code, result.error.path]).toEqual([code, path]);
    }
  });

  it('lints a tool whose optional members are null as the same tool without them', () => {
    const inputSchema = { type: 'object', properties: { q: { type: 'string', format: 'hostname' } } };
    const nulls = { title: null, description: null, outputSchema: null, annotations: null, _meta: null };
    for (const provider of ['mcp', 'openai', 'anthropic', 'gemini'] as const) {
      const written = lintForProvider({ name: 'a', inputSchema, ...nulls }, provider, { strict: true });
      const absent = lintForProvider({ name: 'a', inputSchema }, provider, { strict: true });
      expect(written.ok).toBe(true);
      expect(written).toEqual(absent);
    }
  });

  it('refuses a schema nested deeper than the import reads, before walking all of it', () => {
    let schema: unknown = { type: 'string' };
    for (let i = 0; i < 100_000; i++) schema = { items: schema };
    const tool = { name: 'deep', inputSchema: { type: 'object', properties: { a: schema } } };
    const result = lintForProvider(tool, 'openai', { strict: true });
    expect(result.ok ? null : [result.error.code, result.error.path, result.error.reason]).toEqual([
      'INVALID_SCHEMA',
      '/inputSchema',
      'too_deep',
    ]);
  });

  it('reads a schema of 20,000 subschemas as the import does, and lints it', () => {
    const properties = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`p${i}`, {}]));
    const result = lintForProvider({ name: 'wide', inputSchema: { type: 'object', properties } }, 'mcp');
    expect(result.ok && result.value.map((f) => [f.rule, f.params])).toEqual([
      ['mcp-composition', { bound: 'steps', limit: 20_000 }],
    ]);
  });

  it('refuses a schema object that contains itself, as JSON cannot hold it', () => {
    const schema: Record<string, unknown> = { type: 'object' };
    schema.properties = { self: schema };
    const result = lintForProvider({ name: 'loop', inputSchema: schema }, 'gemini');
    expect(result.ok ? null : [result.error.code, result.error.path, result.error.reason]).toEqual([
      'INVALID_SCHEMA',
      '/inputSchema',
      'too_deep',
    ]);
  });

  it('reads the tool afresh, so a defect the caller wrote on a raw tool counts for nothing', () => {
    const defect = { code: 'INVALID_SCHEMA', path: '/x', reason: 'r', params: {}, message: 'm.' };
    const result = lintForProvider({ name: 'a', inputSchema: { type: 'object' }, defect }, 'openai');
    expect(result).toEqual({ ok: true, value: [] });
  });

  it('reads a malformed outputSchema of a raw tool as the import does', () => {
    const outputSchema = { type: 'object', properties: { x: { type: 'strin' } } };
    const result = lintForProvider({ name: 'a', inputSchema: { type: 'object' }, outputSchema }, 'mcp');
    expect(result.ok && result.value.map((f) => [f.rule, f.path])).toEqual([
      ['mcp-output-schema', '/outputSchema/properties/x/type'],
    ]);
  });

  it('treats __proto__ as an ordinary property name and pollutes nothing', () => {
    const tool = JSON.parse(
      '{"name":"p","inputSchema":{"type":"object","properties":{"__proto__":{"type":"string"}}}}',
    );
    const found = findings(tool.inputSchema, 'openai', true);
    expect(found.some((f) => f.path === '/inputSchema/properties/__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });
});
