import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileSchema } from '../schema/compile.ts';
import { createGate } from './gate.ts';
import { createGateRegistry } from './gate-registry.ts';
import { checkInput, gateTool } from './gate-tool.ts';
import { createMemoryStore } from './memory-store.ts';
import { stored } from './store.ts';
import { DOCUMENT_TOOLS, type GateTool } from './tools.ts';

const [READ, WRITE, DELETE] = DOCUMENT_TOOLS as [GateTool, GateTool, GateTool];

const TYPED: GateTool = {
  name: 'set_flag',
  description: { ko: '깃발을 바꾼다.', en: 'Sets a flag.' },
  inputs: [
    ['count', 'integer'],
    ['on', 'boolean'],
    ['a/b~', 'string'],
  ],
  output: 'ok: true',
  permissions: ['write'],
  risk: 'low',
  handler: () => stored({ ok: true }),
};

describe('gateTool', () => {
  it('reads each document tool as a Tool: name, English description, effect from its permissions', () => {
    expect(
      DOCUMENT_TOOLS.map(gateTool).map((tool) => [tool.name, tool.description, tool.effect, tool.group]),
    ).toEqual([
      ['read_text', 'Reads the UTF-8 text of a document with an allowed name.', 'read', null],
      ['write_text', 'Overwrites a document with an allowed name with UTF-8 text.', 'change', null],
      ['delete_file', 'Deletes the file of a document with an allowed name.', 'change', null],
    ]);
  });

  it('gives a closed object schema of exactly the declared inputs, all required, in declared order', () => {
    expect(gateTool(WRITE).inputSchema).toEqual({
      type: 'object',
      properties: { path: { type: 'string' }, text: { type: 'string' } },
      required: ['path', 'text'],
      additionalProperties: false,
    });
    expect(gateTool(TYPED).inputSchema).toMatchObject({
      properties: { count: { type: 'integer' }, on: { type: 'boolean' } },
      required: ['count', 'on', 'a/b~'],
    });
  });

  it('checks with the same verdict the gate reaches, and the schema agrees on every safe value', () => {
    const tool = gateTool(TYPED);
    const compiled = compileSchema(tool.inputSchema);
    if (!compiled.ok) throw new Error(compiled.error.message);
    const values = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.double());
    const args = fc.dictionary(fc.constantFrom('count', 'on', 'a/b~', 'extra'), values);
    fc.assert(
      fc.property(args, (value) => {
        // integers past 2^53 are the one place the check is stricter than JSON Schema's integer
        fc.pre(typeof value.count !== 'number' || Math.abs(value.count) <= Number.MAX_SAFE_INTEGER);
        expect(tool.check(value).ok).toBe(compiled.value.validate(value).length === 0);
      }),
    );
  });
});

describe('checkInput', () => {
  it.each([
    ['not an object', READ, [1], '', 'input_not_an_object', {}],
    ['a missing key', WRITE, { path: 'a.txt' }, '', 'input_keys_differ', {}],
    ['an extra key', READ, { path: 'a.txt', approved: true }, '', 'input_keys_differ', {}],
    ['a wrong type', DELETE, { path: 1 }, '/path', 'input_wrong_type', { name: 'path' }],
    [
      'the first wrong type in declared order',
      TYPED,
      { 'a/b~': 1, on: 1, count: 1 },
      '/on',
      'input_wrong_type',
      { name: 'on' },
    ],
    [
      'an escaped pointer',
      TYPED,
      { count: 1, on: true, 'a/b~': 0 },
      '/a~1b~0',
      'input_wrong_type',
      { name: 'a/b~' },
    ],
    [
      'an unsafe integer',
      TYPED,
      { count: 2 ** 53, on: true, 'a/b~': '' },
      '/count',
      'input_wrong_type',
      { name: 'count' },
    ],
  ])(
    'refuses %s as INVALID_INPUT with its pointer, reason and params',
    (_name, tool, args, path, reason, params) => {
      const checked = checkInput(tool, args);
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      expect({ ...checked.error, message: checked.error.message }).toEqual({
        code: 'INVALID_INPUT',
        path,
        reason,
        params,
        message: expect.stringMatching(/\.$/),
      });
      expect(checked.issues).toEqual([]);
    },
  );

  it('returns a frozen copy of exactly the declared inputs', () => {
    const args = { path: 'a.txt', text: '가' };
    const checked = checkInput(WRITE, args);
    expect(checked).toEqual({ ok: true, value: args });
    expect(checked.ok && checked.value).not.toBe(args);
    expect(checked.ok && Object.isFrozen(checked.value)).toBe(true);
  });
});

describe('the gate checks input with its tools’ own check', () => {
  it('words the check’s error in the gate’s language, with the check’s code', () => {
    const store = createMemoryStore();
    const registry = createGateRegistry([...DOCUMENT_TOOLS, TYPED]);
    const [tool] = registry.asTools().filter((t) => t.name === 'set_flag');
    const args = { count: 1, on: 'yes', 'a/b~': '' };
    const checked = tool!.check(args);
    const gate = createGate({ store, registry, permissions: ['write'], lang: 'en' });
    const result = gate.execute('set_flag', args);
    expect(!checked.ok && checked.error.code).toBe('INVALID_INPUT');
    expect(result).toEqual({
      ok: false,
      data: null,
      error: { code: 'INVALID_INPUT', message: 'The type of on is not correct.', retryable: false },
    });
    gate.lang = 'ko';
    expect(gate.execute('set_flag', args).error?.message).toBe('on의 자료형이 올바르지 않다');
  });

  it('lists the registry’s tools as Tools in registration order', () => {
    expect(
      createGateRegistry()
        .asTools()
        .map((tool) => tool.name),
    ).toEqual(['read_text', 'write_text', 'delete_file']);
  });
});
