import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { CliIo, ReadBytes, UnreadableReason } from './io.ts';
import { checkInWorker } from './worker-check.ts';

/** The command line's I/O on a real process: files, standard input, standard output and error. */
export function nodeIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    readFile,
    readStdin: (limit) => readStream(process.stdin, limit),
    checkInWorker,
    version: packageVersion,
  };
}

/**
 * The package's version, read from its package.json when asked: the file sits two folders up both from
 * the sources (src/cli) and from the installed build (lib/cli), so the number is written in one place.
 */
export function packageVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const version = (manifest as { version?: unknown } | null)?.version;
  if (typeof version !== 'string') throw new Error('package.json has no version');
  return version;
}

/** Refuses a directory, a special file or an oversized file by its metadata; reads the rest bounded. */
export async function readFile(path: string, limit: number): Promise<ReadBytes> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    return unreadable(error);
  }
  try {
    const stats = await handle.stat();
    if (stats.isDirectory()) return { kind: 'unreadable', reason: 'is_directory' };
    if (!stats.isFile()) return { kind: 'unreadable', reason: 'not_a_file' };
    if (stats.size > limit) return { kind: 'too_large', size: stats.size };
    // The file may grow between stat and read: the read itself stops once past the limit too.
    return await readStream(handle.createReadStream({ autoClose: false }), limit);
  } catch (error) {
    return unreadable(error);
  } finally {
    await handle.close();
  }
}

/** Reads a stream to its end, or stops once it holds more than `limit` bytes. */
export async function readStream(
  stream: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array>,
  limit: number,
): Promise<ReadBytes> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      length += bytes.length;
      if (length > limit) return { kind: 'too_large', size: length };
      chunks.push(bytes);
    }
  } catch (error) {
    return unreadable(error);
  }
  return { kind: 'bytes', bytes: Buffer.concat(chunks, length) };
}

const REASONS: Readonly<Record<string, UnreadableReason>> = {
  ENOENT: 'not_found',
  ENOTDIR: 'not_found',
  EISDIR: 'is_directory',
  EACCES: 'no_permission',
  EPERM: 'no_permission',
};

function unreadable(error: unknown): ReadBytes {
  const code = (error as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' && Object.hasOwn(REASONS, code) ? REASONS[code] : undefined;
  return { kind: 'unreadable', reason: reason ?? 'io_error' };
}
