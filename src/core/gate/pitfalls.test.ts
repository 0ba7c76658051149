import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { approvalKey, createGate } from './gate.ts';
import { createGateRegistry } from './gate-registry.ts';
import { createMemoryStore } from './memory-store.ts';
import { stored } from './store.ts';
import { DOCUMENT_TOOLS, type GateTool } from './tools.ts';

// The seed's four common mistakes, each pinned down so that reintroducing it fails a test.

const REPORT = 'report.txt';

function documentStore() {
  return createMemoryStore({ [REPORT]: { kind: 'file', text: '초안' } });
}

describe('pitfall: a substring of a permission is not a permission', () => {
  it.each([['read_only'], ['reader'], ['READ'], ['read '], ['write,read']])(
    'does not let %j grant read',
    (granted) => {
      const gate = createGate({ store: documentStore(), permissions: [granted] });
      expect(gate.execute('read_text', { path: REPORT }).error?.code).toBe('PERMISSION_DENIED');
    },
  );

  it('refuses every granted set without the exact member, however close its names are', () => {
    const nearRead = fc.string().map((s) => `${s}read${s}`);
    fc.assert(
      fc.property(fc.array(fc.oneof(nearRead, fc.string())), (granted) => {
        fc.pre(!granted.includes('read'));
        const gate = createGate({ store: documentStore(), permissions: granted });
        expect(gate.execute('read_text', { path: REPORT }).error?.code).toBe('PERMISSION_DENIED');
      }),
    );
  });

  it('refuses a permission string instead of splitting it into characters or words', () => {
    expect(() => createGate({ store: documentStore(), permissions: 'read write' })).toThrow(TypeError);
  });
});

describe('pitfall: approval read from the model arguments', () => {
  it('treats approved: true as an unknown key, leaves the file and the approvals alone', () => {
    const confirmed = approvalKey('write_text', { path: REPORT, text: '검토 완료' });
    const store = documentStore();
    const gate = createGate({ store, permissions: ['read', 'write'], approvals: [confirmed] });
    const result = gate.execute('write_text', { path: REPORT, text: '검토 완료', approved: true });
    expect(result.error).toEqual({
      code: 'INVALID_INPUT',
      message: '입력 키가 정의와 다르다',
      retryable: false,
    });
    expect(store.read(REPORT)).toEqual({ ok: true, value: '초안' });
    expect(gate.approvals()).toEqual([confirmed]);
  });

  it('cannot be approved by a call that carries its own approval key', () => {
    const args = { path: REPORT, text: 'x' };
    const store = documentStore();
    const gate = createGate({ store, permissions: ['write'] });
    const withKey = { ...args, approval: approvalKey('write_text', args) };
    expect(gate.execute('write_text', withKey).error?.code).toBe('INVALID_INPUT');
    expect(gate.execute('write_text', args).error?.code).toBe('APPROVAL_REQUIRED');
    expect(store.read(REPORT)).toEqual({ ok: true, value: '초안' });
  });
});

describe('pitfall: running before refusing', () => {
  const handler = vi.fn(() => stored({ ran: true }));
  const spy: GateTool = { ...DOCUMENT_TOOLS[1]!, name: 'spy_write', handler };

  it.each([
    ['invalid input', { path: REPORT }, ['write'], []],
    ['a missing permission', { path: REPORT, text: 'x' }, ['read'], []],
    ['a missing approval', { path: REPORT, text: 'x' }, ['write'], []],
    ['an approval of another text', { path: REPORT, text: 'x' }, ['write'], [{ path: REPORT, text: 'y' }]],
  ])('never calls the handler on %s', (_name, args, permissions, approved) => {
    handler.mockClear();
    const approvals = approved.map((a) => approvalKey('spy_write', a));
    const gate = createGate({
      store: documentStore(),
      registry: createGateRegistry([spy]),
      permissions,
      approvals,
    });
    expect(gate.execute('spy_write', args).ok).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('calls the handler once, after every check passed', () => {
    handler.mockClear();
    const args = { path: REPORT, text: 'x' };
    const registry = createGateRegistry([spy]);
    const gate = createGate({
      store: documentStore(),
      registry,
      permissions: ['write'],
      approvals: [approvalKey('spy_write', args)],
    });
    expect(gate.execute('spy_write', args)).toEqual({ ok: true, data: { ran: true }, error: null });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('pitfall: failures dressed as success', () => {
  it('reports a missing file as a failure with no data, not as empty text', () => {
    const gate = createGate({ store: createMemoryStore(), permissions: ['read'] });
    expect(gate.execute('read_text', { path: REPORT })).toEqual({
      ok: false,
      data: null,
      error: { code: 'NOT_FOUND', message: '파일이 없다', retryable: false },
    });
  });

  it('lets an unexpected bug in a handler surface instead of turning it into a result', () => {
    const broken: GateTool = {
      ...DOCUMENT_TOOLS[0]!,
      name: 'broken',
      handler: () => {
        throw new RangeError('bug in the tool');
      },
    };
    const gate = createGate({
      store: documentStore(),
      registry: createGateRegistry([broken]),
      permissions: ['read'],
    });
    expect(() => gate.execute('broken', { path: REPORT })).toThrow(RangeError);
  });

  it('reports a delete only after the file is gone, and a failed delete as a failure', () => {
    const store = createMemoryStore({ 'dir.txt': { kind: 'directory' } });
    const args = { path: 'dir.txt' };
    const gate = createGate({
      store,
      permissions: ['delete'],
      approvals: [approvalKey('delete_file', args)],
    });
    expect(gate.execute('delete_file', args)).toMatchObject({
      ok: false,
      data: null,
      error: { code: 'IO_ERROR' },
    });
    expect(store.snapshot()).toEqual({ 'dir.txt': { kind: 'directory' } });
  });
});
