import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryStore } from './memory-store.ts';
import { DOCUMENT_NAME_PATTERN } from './document-rules.ts';
import { failed, plain } from './test-store.ts';

describe('createMemoryStore', () => {
  it('writes, reads and removes a document', () => {
    const store = createMemoryStore();
    expect(store.write('a.txt', '초안')).toEqual({ ok: true, value: null });
    expect(store.read('a.txt')).toEqual({ ok: true, value: '초안' });
    expect(store.remove('a.txt')).toEqual({ ok: true, value: null });
    expect(plain(store.read('a.txt'))).toEqual(failed('not_found'));
    expect(plain(store.remove('a.txt'))).toEqual(failed('not_found'));
  });

  it.each([
    '../report.txt',
    'a/b.txt',
    'report.md',
    '.txt',
    'report.txt\n',
    ' report.txt',
    'répört.txt',
    'a.txt.txt/',
    '',
  ])('refuses the name %j for every operation and creates nothing', (name) => {
    const store = createMemoryStore();
    expect(plain(store.write(name, 'x'))).toEqual(failed('invalid_name'));
    expect(plain(store.read(name))).toEqual(failed('invalid_name'));
    expect(plain(store.remove(name))).toEqual(failed('invalid_name'));
    expect(store.snapshot()).toEqual({});
  });

  it('refuses any name the pattern refuses', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        fc.pre(!DOCUMENT_NAME_PATTERN.test(name));
        expect(plain(createMemoryStore().write(name, 'x'))).toEqual(failed('invalid_name'));
      }),
    );
  });

  it('refuses a symbolic link, even a dangling one, and leaves its target alone', () => {
    const store = createMemoryStore({
      'target.txt': { kind: 'file', text: '원본' },
      'link.txt': { kind: 'symlink', target: 'target.txt' },
      'dangling.txt': { kind: 'symlink', target: 'nowhere.txt' },
    });
    const before = store.snapshot();
    for (const name of ['link.txt', 'dangling.txt']) {
      expect(plain(store.read(name))).toEqual(failed('symlink'));
      expect(plain(store.write(name, '덮어쓰기'))).toEqual(failed('symlink'));
      expect(plain(store.remove(name))).toEqual(failed('symlink'));
    }
    expect(store.snapshot()).toEqual(before);
  });

  it('reports a directory as an I/O failure', () => {
    const store = createMemoryStore({ 'dir.txt': { kind: 'directory' } });
    expect(plain(store.read('dir.txt'))).toEqual(failed('io_error'));
    expect(plain(store.write('dir.txt', 'x'))).toEqual(failed('io_error'));
    expect(plain(store.remove('dir.txt'))).toEqual(failed('io_error'));
  });

  it('refuses text that UTF-8 cannot encode (a lone surrogate) and keeps the old text', () => {
    const store = createMemoryStore({ 'a.txt': { kind: 'file', text: '초안' } });
    expect(plain(store.write('a.txt', 'x\uD800'))).toEqual(failed('io_error'));
    expect(store.read('a.txt')).toEqual({ ok: true, value: '초안' });
  });

  it('copies entries in and out, so outside changes do not reach it', () => {
    const entries = { 'a.txt': { kind: 'file' as const, text: '1' } };
    const store = createMemoryStore(entries);
    entries['a.txt'].text = '2';
    const snapshot = store.snapshot();
    (snapshot['a.txt'] as { text: string }).text = '3';
    expect(store.read('a.txt')).toEqual({ ok: true, value: '1' });
  });

  it('treats __proto__ as an ordinary name that the rule refuses', () => {
    const store = createMemoryStore();
    expect(plain(store.write('__proto__', 'x'))).toEqual(failed('invalid_name'));
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
