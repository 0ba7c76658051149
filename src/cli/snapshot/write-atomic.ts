import { randomBytes } from 'node:crypto';
import { rm, writeFile, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes `text` to `path` through a temporary file beside it and a rename, so a reader never sees half a
 * file and a failed write leaves whatever was there before. Returns null, or the system's error code.
 */
export async function writeAtomic(path: string, text: string): Promise<string | null> {
  const temporary = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temporary, text, { flag: 'wx' });
    await rename(temporary, path);
    return null;
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    const code = (error as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : 'EIO';
  }
}
