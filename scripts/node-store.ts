import {
  closeSync,
  constants,
  lstatSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDocumentName, isWellFormedText, refused, stored } from '../src/core/index.ts';
import type { DocumentStore, StoreFailure, StoreResult } from '../src/core/index.ts';

/** A store over a fresh temporary folder, and the way to remove that folder. */
export interface TempFolderStore {
  readonly store: DocumentStore;
  readonly root: string;
  /** Removes the folder and everything in it; safe to call twice. */
  dispose(): void;
}

// Refuses to follow a link at open time too, should one appear after the lstat check (0 where unsupported).
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Creates a store whose documents are files in a new folder under the system's temporary folder. */
export function createTempFolderStore(prefix = 'gate-'): TempFolderStore {
  const root = mkdtempSync(join(tmpdir(), prefix));
  return {
    store: createFolderStore(root),
    root,
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A store over an existing folder: names must match the document rule, symbolic links are refused (lstat). */
export function createFolderStore(root: string): DocumentStore {
  function guarded<T>(name: string, operation: (path: string) => T): StoreResult<T> {
    if (!isDocumentName(name)) return refused('invalid_name');
    const path = join(root, name);
    try {
      if (isSymbolicLink(path)) return refused('symlink');
      return stored(operation(path));
    } catch (error) {
      return refused(failureOf(error));
    }
  }

  return {
    read: (name) => guarded(name, (path) => UTF8.decode(readNoFollow(path))),
    write: (name, text) =>
      isWellFormedText(text) ? guarded(name, (path) => writeNoFollow(path, text)) : refused('io_error'),
    remove: (name) =>
      guarded(name, (path) => {
        unlinkSync(path);
        return null;
      }),
  };
}

function isSymbolicLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return false;
    throw error;
  }
}

function readNoFollow(path: string): Uint8Array {
  const descriptor = openSync(path, constants.O_RDONLY | NO_FOLLOW);
  try {
    return readFileSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

function writeNoFollow(path: string, text: string): null {
  const descriptor = openSync(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | NO_FOLLOW,
    0o644,
  );
  try {
    writeFileSync(descriptor, text, 'utf8');
    return null;
  } finally {
    closeSync(descriptor);
  }
}

/** Maps expected file-system failures to store failures; anything else is a bug and is thrown again. */
function failureOf(error: unknown): StoreFailure {
  const code = errnoCode(error);
  if (code === 'ENOENT') return 'not_found';
  if (code === 'ELOOP') return 'symlink';
  if (code !== undefined) return 'io_error';
  // The strict decoder's verdict on bytes that are not UTF-8.
  if (
    error instanceof TypeError &&
    (error as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA'
  ) {
    return 'io_error';
  }
  throw error;
}

function errnoCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('E') && 'syscall' in error
    ? code
    : undefined;
}
