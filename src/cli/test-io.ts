import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from './command.ts';
import type { CliIo } from './io.ts';
import { main } from './main.ts';
import { packageVersion, readFile, readStream } from './node-io.ts';
import { checkInWorker } from './worker-check.ts';

/** What one run of the command line wrote and returned. */
export interface Run {
  status: number;
  out: string;
  err: string;
}

/**
 * Runs `main` with real file reads, captured output, `stdin` as standard input and any part replaced;
 * `commands` replaces the command list (a site command with a stand-in explorer, say).
 */
export async function run(
  argv: readonly string[],
  stdin = '',
  replaced: Partial<CliIo> = {},
  commands?: readonly Command[],
): Promise<Run> {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (text) => void (out += text),
    err: (text) => void (err += text),
    readFile,
    readStdin: (limit) => readStream([new TextEncoder().encode(stdin)], limit),
    checkInWorker,
    version: packageVersion,
    ...replaced,
  };
  const status = await main(argv, io, commands);
  return { status, out, err };
}

/** A temporary folder for one test file's inputs, and a way to write JSON files into it. */
export function tempFolder(): { dir: string; write(name: string, value: unknown): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tool-contract-'));
  return {
    dir,
    write(name, value) {
      const path = join(dir, name);
      writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
      return path;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
