import type { WorkerCheck } from './worker-check.ts';

/** What a read of an input gave: its bytes, or why there are none. */
export type ReadBytes =
  | { kind: 'bytes'; bytes: Uint8Array }
  /** Larger than the limit; `size` is the file's size, or a lower bound when it could not be known. */
  | { kind: 'too_large'; size: number }
  | { kind: 'unreadable'; reason: UnreadableReason };

/** Why an input could not be read at all (exit status 2). */
export type UnreadableReason = 'not_found' | 'is_directory' | 'not_a_file' | 'no_permission' | 'io_error';

/** Everything the command line touches outside itself, so tests can run it with their own. */
export interface CliIo {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** Reads a file, refusing it by its size before reading when it is larger than `limit` bytes. */
  readFile(path: string, limit: number): Promise<ReadBytes>;
  /** Reads standard input, stopping as soon as it is larger than `limit` bytes. */
  readStdin(limit: number): Promise<ReadBytes>;
  /** Checks arguments against an MCP tool's schema in a worker that is stopped `limitMs` after it starts. */
  checkInWorker(schema: unknown, args: unknown, limitMs: number): Promise<WorkerCheck>;
  /** The version of the installed package, from its package.json. */
  version(): string;
}
