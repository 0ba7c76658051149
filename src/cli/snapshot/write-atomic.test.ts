import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../test-io.ts';
import { writeAtomic } from './write-atomic.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('writeAtomic', () => {
  it('replaces a file whole and leaves no temporary file behind', async () => {
    const path = join(folder.dir, 'out.json');
    writeFileSync(path, 'old');
    await expect(writeAtomic(path, 'new\n')).resolves.toBeNull();
    expect(readFileSync(path, 'utf8')).toBe('new\n');
    expect(readdirSync(folder.dir)).toEqual(['out.json']);
  });

  it('returns the error code and leaves nothing when the folder does not exist', async () => {
    await expect(writeAtomic(join(folder.dir, 'missing', 'out.json'), 'x')).resolves.toBe('ENOENT');
  });

  it('leaves a directory in the way untouched and cleans its temporary file', async () => {
    const path = join(folder.dir, 'a-directory');
    mkdirSync(path);
    const code = await writeAtomic(path, 'x');
    expect(code).not.toBeNull();
    expect(readdirSync(path)).toEqual([]);
    expect(readdirSync(folder.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
