import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { approvalKey, createGate, type GateResult } from './gate.ts';
import { createGateRegistry } from './gate-registry.ts';
import { createMemoryStore, type MemoryStore } from './memory-store.ts';
import { stored } from './store.ts';
import { DOCUMENT_TOOLS, type GateTool } from './tools.ts';

const REPORT = 'report.txt';

function setup(options: { permissions?: string[]; approvals?: string[]; tools?: GateTool[] } = {}) {
  const store = createMemoryStore({ [REPORT]: { kind: 'file', text: '초안' } });
  const gate = createGate({
    store,
    registry: options.tools ? createGateRegistry(options.tools) : undefined,
    permissions: options.permissions ?? ['read', 'write'],
    approvals: options.approvals ?? [],
  });
  return { store, gate };
}

function codeOf(result: GateResult): string | null {
  return result.ok ? null : result.error.code;
}

function textOf(store: MemoryStore): string | undefined {
  const entry = store.snapshot()[REPORT];
  return entry?.kind === 'file' ? entry.text : undefined;
}

describe('approvalKey', () => {
  it('is the canonical JSON of {"args", "tool"}, as the seed computes it in Python', () => {
    expect(approvalKey('write_text', { text: '검토 완료', path: REPORT })).toBe(
      '{"args":{"path":"report.txt","text":"검토 완료"},"tool":"write_text"}',
    );
  });

  it('changes with any part of the call', () => {
    const base = approvalKey('write_text', { path: REPORT, text: 'a' });
    expect(approvalKey('write_text', { path: REPORT, text: 'a.' })).not.toBe(base);
    expect(approvalKey('write_text', { path: 'other.txt', text: 'a' })).not.toBe(base);
    expect(approvalKey('delete_file', { path: REPORT, text: 'a' })).not.toBe(base);
  });
});

describe('createGate execute', () => {
  // Each row fails exactly one check and passes every earlier one, so the order is pinned down.
  it.each([
    ['an unknown tool, whatever its arguments', 'erase', 7, [], 'UNKNOWN_TOOL', '등록되지 않은 도구다'],
    ['a name that only resembles a tool', 'Write_text', {}, [], 'UNKNOWN_TOOL', '등록되지 않은 도구다'],
    [
      'arguments that are not an object, before permissions',
      'delete_file',
      [REPORT],
      [],
      'INVALID_INPUT',
      '입력은 딕셔너리여야 한다',
    ],
    ['null arguments', 'read_text', null, [], 'INVALID_INPUT', '입력은 딕셔너리여야 한다'],
    ['a string as arguments', 'read_text', REPORT, [], 'INVALID_INPUT', '입력은 딕셔너리여야 한다'],
    ['a missing key', 'write_text', { path: REPORT }, [], 'INVALID_INPUT', '입력 키가 정의와 다르다'],
    [
      'an extra key',
      'read_text',
      { path: REPORT, mode: 'r' },
      [],
      'INVALID_INPUT',
      '입력 키가 정의와 다르다',
    ],
    [
      'an inherited key name such as toString',
      'read_text',
      { toString: REPORT },
      [],
      'INVALID_INPUT',
      '입력 키가 정의와 다르다',
    ],
    ['a number for a string', 'read_text', { path: 7 }, [], 'INVALID_INPUT', 'path의 자료형이 올바르지 않다'],
    [
      'the first wrong type in declaration order',
      'write_text',
      { text: 1, path: 2 },
      [],
      'INVALID_INPUT',
      'path의 자료형이 올바르지 않다',
    ],
    [
      'a wrong type for text',
      'write_text',
      { path: REPORT, text: null },
      [],
      'INVALID_INPUT',
      'text의 자료형이 올바르지 않다',
    ],
    [
      'a delete without the delete permission',
      'delete_file',
      { path: REPORT },
      [],
      'PERMISSION_DENIED',
      '필요한 권한이 없다',
    ],
    [
      'a bad name without the permission: permission first',
      'delete_file',
      { path: '../x' },
      [],
      'PERMISSION_DENIED',
      '필요한 권한이 없다',
    ],
    [
      'a write without its approval',
      'write_text',
      { path: REPORT, text: 'x' },
      [],
      'APPROVAL_REQUIRED',
      '이 요청에 대한 승인이 필요하다',
    ],
    [
      'a bad name without approval: approval first',
      'write_text',
      { path: '../x', text: 'x' },
      [],
      'APPROVAL_REQUIRED',
      '이 요청에 대한 승인이 필요하다',
    ],
    ['a read of a missing file', 'read_text', { path: 'missing.txt' }, [], 'NOT_FOUND', '파일이 없다'],
    [
      'a read outside the name rule',
      'read_text',
      { path: '../report.txt' },
      [],
      'INVALID_INPUT',
      '허용하지 않는 파일 이름이다',
    ],
    [
      'a read of a nested name',
      'read_text',
      { path: 'a/report.txt' },
      [],
      'INVALID_INPUT',
      '허용하지 않는 파일 이름이다',
    ],
  ])('refuses %s', (_name, tool, args, approvals, code, message) => {
    const { store, gate } = setup({ approvals });
    const before = store.snapshot();
    expect(gate.execute(tool, args)).toEqual({
      ok: false,
      data: null,
      error: { code, message, retryable: false },
    });
    expect(store.snapshot()).toEqual(before);
  });

  it('reads without approval: reading is low risk', () => {
    const { gate } = setup();
    expect(gate.execute('read_text', { path: REPORT })).toEqual({
      ok: true,
      data: { text: '초안' },
      error: null,
    });
  });

  it('writes an approved call, counts code points and spends the approval', () => {
    const args = { path: REPORT, text: '검토 완료 😀' };
    const { store, gate } = setup({ approvals: [approvalKey('write_text', args)] });
    expect(gate.execute('write_text', args)).toEqual({ ok: true, data: { written_chars: 7 }, error: null });
    expect(textOf(store)).toBe('검토 완료 😀');
    expect(gate.approvals()).toEqual([]);
  });

  it('matches an approval whatever order the arguments were written in', () => {
    const { store, gate } = setup({ approvals: [approvalKey('write_text', { text: 'b', path: REPORT })] });
    expect(gate.execute('write_text', { path: REPORT, text: 'b' }).ok).toBe(true);
    expect(textOf(store)).toBe('b');
  });

  it('deletes with the delete permission and its own approval, and reports it only afterwards', () => {
    const args = { path: REPORT };
    const { store, gate } = setup({ permissions: ['delete'], approvals: [approvalKey('delete_file', args)] });
    expect(gate.execute('delete_file', args)).toEqual({ ok: true, data: { deleted: true }, error: null });
    expect(store.snapshot()).toEqual({});
  });

  it('spends the approval even when the handler then fails', () => {
    const args = { path: 'missing.txt' };
    const { gate } = setup({ permissions: ['delete'], approvals: [approvalKey('delete_file', args)] });
    expect(codeOf(gate.execute('delete_file', args))).toBe('NOT_FOUND');
    expect(gate.approvals()).toEqual([]);
    expect(codeOf(gate.execute('delete_file', args))).toBe('APPROVAL_REQUIRED');
  });

  it('maps a store I/O failure to IO_ERROR without leaking details', () => {
    const { store, gate } = setup();
    store.place('folder.txt', { kind: 'directory' });
    expect(gate.execute('read_text', { path: 'folder.txt' })).toEqual({
      ok: false,
      data: null,
      error: { code: 'IO_ERROR', message: '파일을 처리할 수 없다', retryable: false },
    });
  });

  it('refuses a symbolic link as invalid input', () => {
    const { store, gate } = setup();
    store.place('link.txt', { kind: 'symlink', target: REPORT });
    const result = gate.execute('read_text', { path: 'link.txt' });
    expect(result.error).toEqual({
      code: 'INVALID_INPUT',
      message: '심볼릭 링크는 허용하지 않는다',
      retryable: false,
    });
  });

  it('does not run a getter in the arguments and treats it as a wrong type', () => {
    const { gate } = setup();
    const getter = vi.fn(() => REPORT);
    const args = Object.defineProperty({}, 'path', { get: getter, enumerable: true });
    expect(codeOf(gate.execute('read_text', args))).toBe('INVALID_INPUT');
    expect(getter).not.toHaveBeenCalled();
  });

  it('accepts arguments without a prototype', () => {
    const { gate } = setup();
    const args = Object.assign(Object.create(null), { path: REPORT });
    expect(gate.execute('read_text', args).ok).toBe(true);
  });

  it('hands the handler a frozen copy, not the caller object', () => {
    const handler = vi.fn(() => stored({}));
    const tool: GateTool = { ...DOCUMENT_TOOLS[0]!, name: 'spy', handler };
    const { gate } = setup({ tools: [tool] });
    const args = { path: REPORT };
    gate.execute('spy', args);
    const received = handler.mock.calls[0] as unknown[];
    expect(received[1]).toEqual(args);
    expect(received[1]).not.toBe(args);
    expect(Object.isFrozen(received[1])).toBe(true);
  });

  it('checks integers and booleans by exact type: true is not 1 and 1 is not true', () => {
    const tool: GateTool = {
      ...DOCUMENT_TOOLS[0]!,
      name: 'typed',
      inputs: [
        ['count', 'integer'],
        ['flag', 'boolean'],
      ],
      handler: () => stored({}),
    };
    const { gate } = setup({ tools: [tool] });
    expect(gate.execute('typed', { count: 2, flag: false }).ok).toBe(true);
    expect(gate.execute('typed', { count: true, flag: false }).error?.message).toBe(
      'count의 자료형이 올바르지 않다',
    );
    expect(gate.execute('typed', { count: 1.5, flag: false }).error?.message).toBe(
      'count의 자료형이 올바르지 않다',
    );
    expect(gate.execute('typed', { count: 1, flag: 1 }).error?.message).toBe('flag의 자료형이 올바르지 않다');
  });

  it('writes English messages when asked, with the same codes', () => {
    const { gate } = setup();
    gate.lang = 'en';
    expect(gate.execute('read_text', { path: 7 }).error).toEqual({
      code: 'INVALID_INPUT',
      message: 'The type of path is not correct.',
      retryable: false,
    });
  });

  it('always returns the one envelope: ok with data and error null, or not ok with data null', () => {
    const registry = createGateRegistry();
    const call = fc.record({
      tool: fc.constantFrom('read_text', 'write_text', 'delete_file', 'nope'),
      args: fc.oneof(
        fc.anything(),
        fc.record(
          { path: fc.constantFrom(REPORT, 'x.txt', '../a', 'a b.txt'), text: fc.string() },
          { requiredKeys: [] },
        ),
      ),
      permissions: fc.subarray(['read', 'write', 'delete']),
      isApproved: fc.boolean(),
    });
    fc.assert(
      fc.property(call, ({ tool, args, permissions, isApproved }) => {
        const store = createMemoryStore({ [REPORT]: { kind: 'file', text: '초안' } });
        const approvals = isApproved ? keyOrNone(tool, args) : [];
        const result = createGate({ store, registry, permissions, approvals }).execute(tool, args);
        expect(Object.keys(result).sort()).toEqual(['data', 'error', 'ok']);
        if (result.ok) expect(result.error).toBeNull();
        else expect(result).toMatchObject({ data: null, error: { retryable: false } });
      }),
    );
  });
});

describe('createGate host side', () => {
  it('copies the approvals it is given: changing the original set later changes nothing', () => {
    const key = approvalKey('write_text', { path: REPORT, text: 'x' });
    const approvals = [key];
    const { gate } = createGateFrom(approvals);
    approvals.pop();
    expect(gate.approvals()).toEqual([key]);
  });

  it('grants an approval for exactly one call and lists it until it is used', () => {
    const { store, gate } = setup();
    const args = { path: REPORT, text: '승인됨' };
    const key = gate.grantApproval('write_text', args);
    expect(gate.approvals()).toEqual([key]);
    expect(codeOf(gate.execute('write_text', { ...args, text: '다른 내용' }))).toBe('APPROVAL_REQUIRED');
    expect(gate.execute('write_text', args).ok).toBe(true);
    expect(textOf(store)).toBe('승인됨');
    expect(gate.approvals()).toEqual([]);
  });

  it('revokes an approval', () => {
    const { gate } = setup();
    const key = gate.grantApproval('write_text', { path: REPORT, text: 'x' });
    expect(gate.revokeApproval(key)).toBe(true);
    expect(gate.revokeApproval(key)).toBe(false);
    expect(codeOf(gate.execute('write_text', { path: REPORT, text: 'x' }))).toBe('APPROVAL_REQUIRED');
  });

  it('replaces the permissions when the host toggles them', () => {
    const { gate } = setup({ permissions: ['read'] });
    expect(gate.permissions()).toEqual(['read']);
    gate.setPermissions(['write', 'read']);
    expect(gate.permissions()).toEqual(['read', 'write']);
    gate.setPermissions([]);
    expect(codeOf(gate.execute('read_text', { path: REPORT }))).toBe('PERMISSION_DENIED');
  });

  it('does not see tools registered after it was created', () => {
    const registry = createGateRegistry();
    const gate = createGate({ store: createMemoryStore(), registry, permissions: ['read'] });
    registry.register({ ...DOCUMENT_TOOLS[0]!, name: 'late' });
    expect(codeOf(gate.execute('late', { path: REPORT }))).toBe('UNKNOWN_TOOL');
    expect(gate.toolNames()).toEqual(['read_text', 'write_text', 'delete_file']);
  });
});

function createGateFrom(approvals: string[]) {
  return { gate: createGate({ store: createMemoryStore(), permissions: ['write'], approvals }) };
}

/** The approval key of a call, or none when the arguments hold something JSON cannot (fc.anything does). */
function keyOrNone(tool: string, args: unknown): string[] {
  try {
    return [approvalKey(tool, args)];
  } catch {
    return [];
  }
}
