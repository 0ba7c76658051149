import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolRegistry, type ToolSpec } from './tool-registry.ts';

const neverCalled = (): never => {
  throw new Error('the registry must never call a handler');
};

function spec(schema: unknown, overrides: Partial<ToolSpec> = {}): ToolSpec {
  return {
    description: 'Reads a text file.',
    schema,
    handler: neverCalled,
    idempotent: true,
    timeoutMs: 5000,
    ...overrides,
  };
}

const READ_SCHEMA = {
  type: 'object',
  properties: { path: { type: 'string', minLength: 1 }, user: { properties: { email: { type: 'string' } } } },
  required: ['path'],
  additionalProperties: false,
};

describe('ToolRegistry.register', () => {
  it('registers a tool and returns its frozen record with the compiled schema', () => {
    const registry = new ToolRegistry();
    const result = registry.register('files.read_text', spec(READ_SCHEMA));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      name: 'files.read_text',
      idempotent: true,
      timeoutMs: 5000,
      schema: READ_SCHEMA,
    });
    expect(Object.isFrozen(result.value)).toBe(true);
    expect(result.value.compiled.isValid({ path: 'a.txt' })).toBe(true);
  });

  it('refuses a second registration of a name without override', () => {
    const registry = new ToolRegistry();
    registry.register('a', spec(true));
    expect(registry.register('a', spec(false))).toMatchObject({
      ok: false,
      error: { code: 'DUPLICATE_REGISTRATION', path: '' },
    });
    expect(registry.validate('a', 1).ok).toBe(true);
  });

  it('replaces with override and keeps the original place in names()', () => {
    const registry = new ToolRegistry();
    for (const name of ['a', 'b', 'c']) registry.register(name, spec(true));
    expect(registry.register('a', spec(false), { override: true }).ok).toBe(true);
    expect(registry.names()).toEqual(['a', 'b', 'c']);
    expect(registry.validate('a', 1).ok).toBe(false);
  });

  it.each(['', 'Files.read', 'files..read', '.files', 'files.', 'files-read', 'files read', 'fïles', 'a/b'])(
    'refuses the name %j as INVALID_TOOL_NAME',
    (name) => {
      expect(new ToolRegistry().register(name, spec(true))).toMatchObject({
        ok: false,
        error: { code: 'INVALID_TOOL_NAME' },
      });
    },
  );

  it('accepts exactly the names of dot-joined [a-z0-9_] segments', () => {
    const segment = fc.stringMatching(/^[a-z0-9_]{1,6}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        expect(new ToolRegistry().register(segments.join('.'), spec(true)).ok).toBe(true);
      }),
    );
  });

  it.each([
    { schema: { type: 'object', oneOf: [] }, code: 'UNSUPPORTED_KEYWORD', path: '/oneOf' },
    {
      schema: { properties: { a: { maxLength: -1 } } },
      code: 'INVALID_SCHEMA',
      path: '/properties/a/maxLength',
    },
    { schema: { $ref: '#/$defs/missing' }, code: 'UNRESOLVED_REF', path: '/$ref' },
  ])(
    'never registers a bad schema and returns its compile error $code at $path',
    ({ schema, code, path }) => {
      const registry = new ToolRegistry();
      expect(registry.register('bad', spec(schema))).toMatchObject({ ok: false, error: { code, path } });
      expect(registry.names()).toEqual([]);
    },
  );

  it.each([
    { overrides: { description: 1 }, path: '/description' },
    { overrides: { handler: 'run' }, path: '/handler' },
    { overrides: { idempotent: 'yes' }, path: '/idempotent' },
    { overrides: { timeoutMs: 0 }, path: '/timeoutMs' },
    { overrides: { timeoutMs: 1.5 }, path: '/timeoutMs' },
  ])('refuses bad metadata at $path', ({ overrides, path }) => {
    const result = new ToolRegistry().register('t', spec(true, overrides as Partial<ToolSpec>));
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_METADATA', path } });
  });

  it('keeps its own frozen copy of the schema', () => {
    const schema = { properties: { a: { type: 'string' } } };
    const registry = new ToolRegistry();
    registry.register('t', spec(schema));
    schema.properties.a.type = 'number';
    expect(registry.validate('t', { a: 'x' }).ok).toBe(true);
    const record = registry.get('t');
    expect(record.ok && Object.isFrozen(record.value.schema)).toBe(true);
  });
});

describe('ToolRegistry.get and names', () => {
  it('lists names in registration order and refuses an unknown name', () => {
    const registry = new ToolRegistry();
    for (const name of ['z.last', 'a.first', 'm']) registry.register(name, spec(true));
    expect(registry.names()).toEqual(['z.last', 'a.first', 'm']);
    expect(registry.get('a.first')).toMatchObject({ ok: true, value: { name: 'a.first' } });
    expect(registry.get('constructor')).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_TOOL', path: '' },
    });
  });
});

describe('ToolRegistry.validate', () => {
  const registry = new ToolRegistry();
  registry.register('files.read_text', spec(READ_SCHEMA));

  it('accepts matching arguments and returns them', () => {
    const args = { path: 'notes.txt' };
    expect(registry.validate('files.read_text', args)).toEqual({
      ok: true,
      value: { name: 'files.read_text', arguments: args },
    });
  });

  it('returns every issue with JSON pointers, the first one as the error', () => {
    const result = registry.validate('files.read_text', { user: { email: 7 }, approved: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map(({ path, keyword }) => [path, keyword])).toEqual([
      ['', 'required'],
      ['/user/email', 'type'],
      ['/approved', 'additionalProperties'],
    ]);
    expect(result.issues[1]).toMatchObject({ expected: 'string' });
    expect(result.error).toEqual({
      code: 'INVALID_ARGUMENTS',
      path: '',
      reason: 'missing_key',
      params: { key: 'path', issues: 3 },
      message: 'Missing required property "path". 2 more issues follow.',
    });
  });

  it('keeps each tool as the core’s one Tool, whose check gives the verdict validate gives', () => {
    const found = registry.get('files.read_text');
    if (!found.ok) throw new Error('registered');
    const tool = found.value;
    expect([tool.inputSchema, tool.group, tool.effect, tool.hints, tool.enabled]).toEqual([
      READ_SCHEMA,
      null,
      null,
      null,
      true,
    ]);
    const checked = tool.check({ user: { email: 7 } });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error).toMatchObject({ code: 'INVALID_ARGUMENTS', path: '', reason: 'missing_key' });
    expect(checked.issues.map(({ path, keyword }) => [path, keyword])).toEqual([
      ['', 'required'],
      ['/user/email', 'type'],
    ]);
    expect(tool.check({ path: 'a.txt' })).toEqual({ ok: true, value: { path: 'a.txt' } });
  });

  it('never coerces: "42" is not a number', () => {
    const numbers = new ToolRegistry();
    numbers.register('count', spec({ properties: { n: { type: 'number' } } }));
    expect(numbers.validate('count', { n: '42' })).toMatchObject({ ok: false, error: { path: '/n' } });
  });

  it('refuses an unknown tool with UNKNOWN_TOOL and no issues', () => {
    expect(registry.validate('files.write', {})).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_TOOL' },
      issues: [],
    });
  });

  it('never calls a handler, whatever the arguments', () => {
    fc.assert(fc.property(fc.jsonValue(), (args) => void registry.validate('files.read_text', args)));
  });
});
