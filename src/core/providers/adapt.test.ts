import { describe, expect, it } from 'vitest';
import { cloneJson } from '../json-value.ts';
import { adaptForProvider } from './adapt.ts';
import { lintForProvider } from './lint.ts';
import { walkSchema, WALK_LIMITS } from './schema-walk.ts';
import type { Provider, ProviderAdaptation, ProviderOptions } from './types.ts';

function adapt(tool: unknown, provider: Provider, options: ProviderOptions = {}): ProviderAdaptation {
  const result = adaptForProvider(tool, provider, options);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const weather = {
  name: 'weather.get',
  description: 'Weather for a city.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', minLength: 1 }, unit: { type: 'string', enum: ['C', 'F'] } },
    required: ['city'],
  },
};

describe('adaptForProvider request shapes', () => {
  it('writes an MCP tools/list entry unchanged', () => {
    const { request, changes, remaining } = adapt(weather, 'mcp');
    expect(request).toEqual({
      name: 'weather.get',
      description: 'Weather for a city.',
      inputSchema: weather.inputSchema,
    });
    expect([changes, remaining]).toEqual([[], []]);
  });

  it('writes an OpenAI function tool with strict, renaming the dotted name', () => {
    const { request, nameMapping } = adapt(weather, 'openai');
    expect(request).toEqual({
      type: 'function',
      function: {
        name: 'weather_get',
        description: 'Weather for a city.',
        parameters: weather.inputSchema,
        strict: false,
      },
    });
    expect(nameMapping).toEqual({ original: 'weather.get', adapted: 'weather_get' });
  });

  it('writes an Anthropic tool, with strict only when asked for', () => {
    expect(adapt(weather, 'anthropic').request).toEqual({
      name: 'weather_get',
      description: 'Weather for a city.',
      input_schema: weather.inputSchema,
    });
    expect(adapt(weather, 'anthropic', { strict: true }).request.strict).toBe(true);
  });

  it('writes a Gemini function declaration, leaving a missing description out', () => {
    const { request } = adapt({ name: 'ping', inputSchema: { type: 'object' } }, 'gemini');
    expect(request).toEqual({ name: 'ping', parameters: { type: 'object' } });
  });
});

describe('adaptForProvider for OpenAI strict mode', () => {
  it('makes optional properties required and nullable and closes every object', () => {
    const tool = {
      name: 'search',
      inputSchema: {
        type: 'object',
        properties: {
          q: { type: 'string' },
          unit: { type: 'string', enum: ['C', 'F'] },
          page: { type: 'object', properties: { size: { type: 'integer' } } },
          tag: { const: 'x' },
        },
        required: ['q'],
      },
    };
    const { tool: adapted, changes, remaining } = adapt(tool, 'openai', { strict: true });
    expect(adapted.inputSchema).toEqual({
      type: 'object',
      properties: {
        q: { type: 'string' },
        unit: { type: ['string', 'null'], enum: ['C', 'F', null] },
        page: {
          type: ['object', 'null'],
          properties: { size: { type: ['integer', 'null'] } },
          additionalProperties: false,
          required: ['size'],
        },
        tag: { anyOf: [{ const: 'x' }, { type: 'null' }] },
      },
      required: ['q', 'unit', 'page', 'tag'],
      additionalProperties: false,
    });
    expect(remaining).toEqual([]);
    expect(changes.filter((c) => c.action === 'made_nullable').map((c) => c.path)).toEqual([
      '/inputSchema/properties/page/properties/size',
      '/inputSchema/properties/unit',
      '/inputSchema/properties/page',
      '/inputSchema/properties/tag',
    ]);
    expect(changes.filter((c) => c.action === 'closed_object').every((c) => c.meaning === 'narrowed')).toBe(
      true,
    );
  });

  it('turns an optional property that allows nothing into one that allows only null', () => {
    const tool = {
      name: 'f',
      inputSchema: { type: 'object', properties: { gone: false, a: { type: 'string' } }, required: ['a'] },
    };
    const { tool: adapted, remaining } = adapt(tool, 'openai', { strict: true });
    expect((adapted.inputSchema as { properties: unknown }).properties).toEqual({
      gone: { type: 'null' },
      a: { type: 'string' },
    });
    expect(remaining).toEqual([]);
  });

  it('leaves a map-shaped object in remaining: closing it would change what it means', () => {
    const tool = {
      name: 'm',
      inputSchema: {
        type: 'object',
        properties: { env: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['env'],
      },
    };
    const { remaining } = adapt(tool, 'openai', { strict: true });
    expect(remaining.map((f) => [f.code, f.path, f.effect])).toEqual([
      ['STRICT_NO_ADDITIONAL_PROPERTIES', '/inputSchema/properties/env/additionalProperties', 'rejected'],
    ]);
  });

  it('turns oneOf into anyOf and says the provider no longer enforces exclusivity', () => {
    const tool = {
      name: 'o',
      inputSchema: {
        type: 'object',
        properties: { v: { oneOf: [{ type: 'string' }, { type: 'integer' }] } },
        required: ['v'],
      },
    };
    const { tool: adapted, remaining } = adapt(tool, 'openai', { strict: true });
    expect((adapted.inputSchema as { properties: { v: unknown } }).properties.v).toEqual({
      anyOf: [{ type: 'string' }, { type: 'integer' }],
    });
    expect(remaining.map((f) => [f.rule, f.path, f.effect])).toEqual([
      ['openai-strict-oneof', '/inputSchema/properties/v/anyOf', 'ignored'],
    ]);
  });

  it('merges a one-schema allOf and keeps an allOf of two in remaining', () => {
    const one = {
      name: 'a',
      inputSchema: { type: 'object', properties: { s: { allOf: [{ type: 'string' }] } }, required: ['s'] },
    };
    expect(adapt(one, 'openai', { strict: true }).remaining).toEqual([]);
    const two = {
      name: 'a',
      inputSchema: {
        type: 'object',
        properties: { s: { allOf: [{ type: 'string' }, { minLength: 1 }] } },
        required: ['s'],
      },
    };
    expect(adapt(two, 'openai', { strict: true }).remaining.map((f) => f.rule)).toContain(
      'openai-strict-composition',
    );
  });
});

describe('adaptForProvider for Anthropic strict mode', () => {
  it('drops bounds the provider refuses and lists each as not enforced', () => {
    const tool = {
      name: 'n',
      inputSchema: {
        type: 'object',
        properties: { n: { type: 'integer', minimum: 1, maximum: 9 } },
        required: ['n'],
        additionalProperties: false,
      },
    };
    const { tool: adapted, remaining, changes } = adapt(tool, 'anthropic', { strict: true });
    expect((adapted.inputSchema as { properties: unknown }).properties).toEqual({ n: { type: 'integer' } });
    expect(remaining.map((f) => [f.path, f.effect])).toEqual([
      ['/inputSchema/properties/n/minimum', 'ignored'],
      ['/inputSchema/properties/n/maximum', 'ignored'],
    ]);
    expect(changes.map((c) => c.meaning)).toEqual(['widened', 'widened']);
    expect((adapted.inputSchema as { required: unknown }).required).toEqual(['n']);
  });
});

describe('adaptForProvider for Gemini', () => {
  it('inlines a non-recursive $ref and drops the definitions', () => {
    const tool = {
      name: 'g',
      inputSchema: {
        type: 'object',
        properties: { a: { $ref: '#/$defs/point', description: 'Where.' }, b: { $ref: '#/$defs/point' } },
        $defs: { point: { type: 'object', properties: { x: { type: 'number' } } } },
      },
    };
    const { tool: adapted, remaining, changes } = adapt(tool, 'gemini');
    expect(adapted.inputSchema).toEqual({
      type: 'object',
      properties: {
        a: { type: 'object', properties: { x: { type: 'number' } }, description: 'Where.' },
        b: { type: 'object', properties: { x: { type: 'number' } } },
      },
    });
    expect(remaining).toEqual([]);
    expect(changes.map((c) => c.action)).toEqual(['inlined_ref', 'inlined_ref', 'dropped_keyword']);
  });

  it('keeps a recursive $ref, with its definitions, in remaining', () => {
    const tool = {
      name: 'tree',
      inputSchema: {
        type: 'object',
        properties: { root: { $ref: '#/$defs/node' } },
        $defs: {
          node: {
            type: 'object',
            properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } },
          },
        },
      },
    };
    const { remaining } = adapt(tool, 'gemini');
    const rejected = remaining.filter((f) => f.effect === 'rejected').map((f) => [f.rule, f.path]);
    expect(rejected).toContainEqual([
      'gemini-ref',
      '/inputSchema/properties/root/properties/children/items/$ref',
    ]);
    expect(rejected).toContainEqual(['gemini-fields', '/inputSchema/$defs']);
  });

  it('writes type lists with nullable, const as enum, and drops what Gemini has no field for', () => {
    const tool = {
      name: 'g',
      inputSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: {
          s: { type: ['string', 'null'] },
          k: { const: 'on' },
          v: { type: ['string', 'integer'] },
          n: { type: 'number', exclusiveMinimum: 0 },
        },
        additionalProperties: false,
      },
    };
    const { tool: adapted, remaining } = adapt(tool, 'gemini');
    expect(adapted.inputSchema).toEqual({
      type: 'object',
      properties: {
        s: { type: 'string', nullable: true },
        k: { enum: ['on'] },
        v: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        n: { type: 'number' },
      },
    });
    expect(remaining.map((f) => [f.path, f.effect])).toEqual([
      ['/inputSchema/additionalProperties', 'ignored'],
      ['/inputSchema/properties/n/exclusiveMinimum', 'ignored'],
    ]);
  });

  it('stops inlining once it has added maxInlinedNodes schemas', () => {
    // each level refers twice to the next: inlining all of it would make 2^40 schemas
    const defs: Record<string, unknown> = { d40: { type: 'string' } };
    for (let i = 39; i >= 0; i--)
      defs[`d${i}`] = {
        type: 'object',
        properties: { l: { $ref: `#/$defs/d${i + 1}` }, r: { $ref: `#/$defs/d${i + 1}` } },
      };
    const tool = {
      name: 'wide',
      inputSchema: { type: 'object', properties: { top: { $ref: '#/$defs/d0' } }, $defs: defs },
    };
    const { tool: adapted, remaining } = adapt(tool, 'gemini');
    let count = 0;
    walkSchema(adapted.inputSchema, '', () => count++);
    let original = 0;
    walkSchema(tool.inputSchema, '', () => original++);
    expect(count).toBeGreaterThan(1000);
    expect(count).toBeLessThanOrEqual(original + WALK_LIMITS.maxInlinedNodes);
    expect(remaining.some((f) => f.rule === 'gemini-ref')).toBe(true);
  });
});

describe('adaptForProvider in general', () => {
  it('never changes its input', () => {
    const tool = cloneJson(weather);
    for (const provider of ['mcp', 'openai', 'anthropic', 'gemini'] as const)
      adapt(tool, provider, { strict: true });
    expect(tool).toEqual(weather);
  });

  it('remaining rejected findings are exactly what the provider would say to the adapted tool', () => {
    const tool = {
      name: 'x.y',
      inputSchema: {
        type: 'object',
        properties: { a: { type: 'array' }, m: { type: 'object', additionalProperties: { type: 'string' } } },
      },
    };
    for (const provider of ['mcp', 'openai', 'anthropic', 'gemini'] as const) {
      for (const strict of [false, true]) {
        const adapted = adapt(tool, provider, { strict });
        const again = lintForProvider(adapted.tool, provider, { strict });
        if (!again.ok) throw new Error(again.error.message);
        expect(adapted.remaining.filter((f) => f.effect === 'rejected')).toEqual(again.value);
      }
    }
  });

  it('keeps __proto__ as a property name through adaptation', () => {
    const tool = JSON.parse(
      '{"name":"p","inputSchema":{"type":"object","properties":{"__proto__":{"type":"string"}}}}',
    );
    const { tool: adapted } = adapt(tool, 'openai', { strict: true });
    const properties = (adapted.inputSchema as { properties: Record<string, unknown> }).properties;
    expect(Object.keys(properties)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect((adapted.inputSchema as { required: string[] }).required).toEqual(['__proto__']);
  });

  it('refuses bad input as lintForProvider does', () => {
    expect(adaptForProvider('tool', 'gemini')).toEqual(lintForProvider('tool', 'gemini'));
    expect(adaptForProvider({ name: null, inputSchema: {} }, 'openai')).toEqual(
      lintForProvider({ name: null, inputSchema: {} }, 'openai'),
    );
  });
});
