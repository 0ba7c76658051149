import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approvalKey, createGate } from '../src/core/index.ts';
import { failed, plain } from '../src/core/gate/test-store.ts';
import { createTempFolderStore, type TempFolderStore } from './node-store.ts';

let folder: TempFolderStore;
beforeEach(() => {
  folder = createTempFolderStore('gate-test-');
});
afterEach(() => folder.dispose());

const at = (name: string) => join(folder.root, name);

describe('createTempFolderStore', () => {
  it('writes UTF-8, reads it back and removes the file', () => {
    const { store } = folder;
    expect(store.write('report.txt', '초안 😀')).toEqual({ ok: true, value: null });
    expect(readFileSync(at('report.txt'))).toEqual(Buffer.from('초안 😀', 'utf8'));
    expect(store.read('report.txt')).toEqual({ ok: true, value: '초안 😀' });
    expect(store.remove('report.txt')).toEqual({ ok: true, value: null });
    expect(existsSync(at('report.txt'))).toBe(false);
  });

  it('reports a missing file as not_found for read and remove', () => {
    expect(plain(folder.store.read('missing.txt'))).toEqual(failed('not_found'));
    expect(plain(folder.store.remove('missing.txt'))).toEqual(failed('not_found'));
  });

  it.each([
    '../escape.txt',
    'sub/report.txt',
    '/etc/passwd',
    'report.TXT.bak',
    'a b.txt',
    '.txt',
    'report.txt\0',
  ])('refuses the name %j and touches nothing, inside or outside the folder', (name) => {
    const { store } = folder;
    expect(plain(store.write(name, 'x'))).toEqual(failed('invalid_name'));
    expect(plain(store.read(name))).toEqual(failed('invalid_name'));
    expect(plain(store.remove(name))).toEqual(failed('invalid_name'));
    expect(readdirSync(folder.root)).toEqual([]);
    expect(existsSync(join(folder.root, '..', 'escape.txt'))).toBe(false);
  });

  it('refuses a symbolic link to a file, and the target stays as it was', () => {
    writeFileSync(at('target.txt'), '원본');
    symlinkSync(at('target.txt'), at('link.txt'));
    const { store } = folder;
    expect(plain(store.read('link.txt'))).toEqual(failed('symlink'));
    expect(plain(store.write('link.txt', '덮어쓰기'))).toEqual(failed('symlink'));
    expect(plain(store.remove('link.txt'))).toEqual(failed('symlink'));
    expect(readFileSync(at('target.txt'), 'utf8')).toBe('원본');
    expect(readdirSync(folder.root).sort()).toEqual(['link.txt', 'target.txt']);
  });

  it('refuses a dangling symbolic link and does not create its target', () => {
    symlinkSync(at('nowhere.txt'), at('dangling.txt'));
    expect(plain(folder.store.write('dangling.txt', 'x'))).toEqual(failed('symlink'));
    expect(existsSync(at('nowhere.txt'))).toBe(false);
  });

  it('maps a directory with a document name to io_error', () => {
    mkdirSync(at('dir.txt'));
    const { store } = folder;
    expect(plain(store.read('dir.txt'))).toEqual(failed('io_error'));
    expect(plain(store.write('dir.txt', 'x'))).toEqual(failed('io_error'));
    expect(plain(store.remove('dir.txt'))).toEqual(failed('io_error'));
  });

  it('maps bytes that are not UTF-8 to io_error', () => {
    writeFileSync(at('latin1.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    expect(plain(folder.store.read('latin1.txt'))).toEqual(failed('io_error'));
  });

  it('maps text UTF-8 cannot encode to io_error and keeps the old content', () => {
    writeFileSync(at('report.txt'), '초안');
    expect(plain(folder.store.write('report.txt', 'x\uDC00'))).toEqual(failed('io_error'));
    expect(readFileSync(at('report.txt'), 'utf8')).toBe('초안');
  });

  it('maps a name too long for the file system to io_error', () => {
    expect(plain(folder.store.write(`${'a'.repeat(300)}.txt`, 'x'))).toEqual(failed('io_error'));
  });

  it.runIf(process.getuid?.() !== 0)('maps an unreadable file to io_error', () => {
    writeFileSync(at('locked.txt'), 'x');
    chmodSync(at('locked.txt'), 0o000);
    expect(plain(folder.store.read('locked.txt'))).toEqual(failed('io_error'));
  });

  it('removes its folder on dispose, and a second dispose is harmless', () => {
    folder.store.write('report.txt', 'x');
    folder.dispose();
    expect(existsSync(folder.root)).toBe(false);
    expect(() => folder.dispose()).not.toThrow();
  });
});

describe('the gate over the folder store', () => {
  it('maps store failures to the contract codes and spends the approval of a failed call', () => {
    mkdirSync(at('dir.txt'));
    symlinkSync(at('dir.txt'), at('link.txt'));
    const args = { path: 'dir.txt', text: 'x' };
    const gate = createGate({
      store: folder.store,
      permissions: ['read', 'write'],
      approvals: [approvalKey('write_text', args)],
    });
    expect(gate.execute('write_text', args).error).toEqual({
      code: 'IO_ERROR',
      message: '파일을 처리할 수 없다',
      retryable: false,
    });
    expect(gate.approvals()).toEqual([]);
    expect(gate.execute('read_text', { path: 'link.txt' }).error?.code).toBe('INVALID_INPUT');
    expect(gate.execute('read_text', { path: 'none.txt' }).error?.code).toBe('NOT_FOUND');
  });
});
