import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFile, readStream } from './node-io.ts';
import { tempFolder } from './test-io.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('readFile', () => {
  it('reads a file up to the limit exactly', async () => {
    const file = folder.write('ten.json', '0123456789');
    const read = await readFile(file, 10);
    expect(read.kind === 'bytes' && Buffer.from(read.bytes).toString()).toBe('0123456789');
  });

  it('refuses a file one byte over the limit', async () => {
    const file = folder.write('eleven.json', '01234567890');
    expect(await readFile(file, 10)).toEqual({ kind: 'too_large', size: 11 });
  });

  it('refuses a large file by its size before reading it: the size reported is the whole file', async () => {
    const file = join(folder.dir, 'sparse.json');
    writeFileSync(file, '');
    truncateSync(file, 1024 * 1024 * 1024); // one sparse GiB: a read would stop at limit + 1 instead
    expect(await readFile(file, 5 * 1024 * 1024)).toEqual({ kind: 'too_large', size: 1024 * 1024 * 1024 });
  });

  it.each([
    ['a missing file', join(folder.dir, 'nothing.json'), 'not_found'],
    ['a directory', folder.dir, 'is_directory'],
    ['a device', '/dev/zero', 'not_a_file'],
  ])('names why %s cannot be read', async (_name, path, reason) => {
    expect(await readFile(path, 10)).toEqual({ kind: 'unreadable', reason });
  });
});

describe('readStream', () => {
  it('joins chunks up to the limit', async () => {
    const chunks = ['ab', 'cd'].map((text) => new TextEncoder().encode(text));
    const read = await readStream(chunks, 4);
    expect(read.kind === 'bytes' && Buffer.from(read.bytes).toString()).toBe('abcd');
  });

  it('stops reading an endless stream once it is past the limit', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield new Uint8Array(1024);
      }
    }
    expect(await readStream(endless(), 4096)).toEqual({ kind: 'too_large', size: 5 * 1024 });
    expect(pulled).toBe(5);
  });
});
