import {
  contractError,
  IMPORT_LIMITS,
  jsonSyntaxError,
  parseJson,
  type ContractError,
  type ErrorCode,
  type ErrorParams,
} from '../core/index.ts';
import type { CliIo, UnreadableReason } from './io.ts';

/** The name by which an operand means standard input. */
export const STDIN = '-';

/**
 * An input read and parsed (its text kept, to place pointers on lines), refused as a whole (exit status 1),
 * or not read at all (exit status 2).
 */
export type InputRead =
  | { kind: 'json'; value: unknown; text: string }
  | { kind: 'refused'; error: ContractError }
  | { kind: 'unreadable'; source: string; reason: UnreadableReason };

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a JSON input (a file, or standard input for "-") under the page's import limit, so the command
 * line refuses exactly what the page refuses: larger files by their size, before reading them.
 */
export async function readJsonInput(source: string, io: CliIo): Promise<InputRead> {
  const limit = IMPORT_LIMITS.maxTextBytes;
  const read = source === STDIN ? await io.readStdin(limit) : await io.readFile(source, limit);
  switch (read.kind) {
    case 'unreadable':
      return { kind: 'unreadable', source, reason: read.reason };
    case 'too_large':
      return refused(
        'CATALOG_TOO_LARGE',
        'too_large',
        { size: read.size, limit },
        tooLargeMessage(read.size, limit),
      );
    case 'bytes':
      return parseBytes(read.bytes);
  }
}

function parseBytes(bytes: Uint8Array): InputRead {
  let text: string;
  try {
    text = UTF8.decode(bytes); // a byte order mark is dropped, as the page's File.text() drops it
  } catch {
    return refused('INVALID_JSON', 'not_utf8', {}, 'The input is not UTF-8 text.');
  }
  const parsed = parseJson(text);
  return parsed.ok
    ? { kind: 'json', value: parsed.value, text }
    : { kind: 'refused', error: jsonSyntaxError(parsed.problem) };
}

function tooLargeMessage(size: number, limit: number): string {
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return `The input has ${mib(size)}; the limit is ${mib(limit)}.`;
}

function refused(code: ErrorCode, reason: string, params: ErrorParams, message: string): InputRead {
  return { kind: 'refused', error: contractError(code, '', reason, params, message) };
}
