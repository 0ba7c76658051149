import { describe, expect, it, vi } from 'vitest';
import { createGateRegistry, GateConfigError, GateRegistry } from './gate-registry.ts';
import { DOCUMENT_TOOLS, type GateTool } from './tools.ts';
import { stored } from './store.ts';

const probe: GateTool = {
  name: 'probe',
  description: { ko: '시험용', en: 'For tests.' },
  inputs: [['path', 'string']],
  output: 'seen: true',
  permissions: ['read'],
  risk: 'low',
  handler: () => stored({ seen: true }),
};

describe('createGateRegistry', () => {
  it.each([
    ['read_text', [['path', 'string']], 'text: string', ['read'], 'low'],
    [
      'write_text',
      [
        ['path', 'string'],
        ['text', 'string'],
      ],
      'written_chars: integer',
      ['write'],
      'high',
    ],
    ['delete_file', [['path', 'string']], 'deleted: true', ['delete'], 'high'],
  ])(
    'holds %s with its inputs, output promise, permission and risk',
    (name, inputs, output, permissions, risk) => {
      const tool = createGateRegistry().get(name);
      expect(tool).toMatchObject({ name, inputs, output, permissions, risk });
      expect(tool?.description.ko).toMatch(/허용된 문서 이름/);
    },
  );

  it('lists the seed tools in declaration order', () => {
    expect(createGateRegistry().names()).toEqual(['read_text', 'write_text', 'delete_file']);
  });

  it('refuses a duplicate name instead of overwriting quietly', () => {
    expect(() => createGateRegistry([...DOCUMENT_TOOLS, { ...probe, name: 'read_text' }])).toThrow(
      GateConfigError,
    );
    expect(() => createGateRegistry([...DOCUMENT_TOOLS, { ...probe, name: 'read_text' }])).toThrow(
      /Duplicate/,
    );
  });

  it.each(['medium', 'High', '', undefined])('refuses the unknown risk %j', (risk) => {
    expect(() => createGateRegistry([{ ...probe, risk: risk as never }])).toThrow(/Unknown risk/);
  });

  it.each([
    ['no permission', { permissions: [] }],
    [
      'an input declared twice',
      {
        inputs: [
          ['path', 'string'],
          ['path', 'string'],
        ],
      },
    ],
    ['an unknown input type', { inputs: [['path', 'str']] }],
    ['an empty name', { name: '' }],
  ])('refuses a tool with %s', (_name, change) => {
    expect(() => createGateRegistry([{ ...probe, ...change } as GateTool])).toThrow(GateConfigError);
  });
});

describe('GateRegistry', () => {
  it('keeps a frozen copy, so changing the definition afterwards changes nothing', () => {
    const registry = new GateRegistry();
    const permissions = ['read'];
    registry.register({ ...probe, permissions });
    permissions.push('write');
    expect(registry.get('probe')?.permissions).toEqual(['read']);
    expect(Object.isFrozen(registry.get('probe')?.permissions)).toBe(true);
  });

  it('never calls a handler while registering', () => {
    const handler = vi.fn(() => stored({}));
    new GateRegistry().register({ ...probe, handler });
    expect(handler).not.toHaveBeenCalled();
  });

  it('finds a name only exactly', () => {
    const registry = createGateRegistry();
    expect(registry.get('Read_text')).toBeUndefined();
    expect(registry.get('read_text ')).toBeUndefined();
    expect(registry.get('toString')).toBeUndefined();
  });
});
