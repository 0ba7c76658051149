/**
 * Finds the measurement data that may sit beside the checkout, in `../shared` (the official JSON Schema
 * test suite, real MCP servers' tool lists, the same servers at several commits). The data is optional:
 * a clone from the project's host has none, and every suite that reads it skips with one line instead.
 * `TOOL_CONTRACT_SHARED` points elsewhere (CI points it at a folder that does not exist to prove the skip).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder that holds the shared data, whether or not it exists. */
export const SHARED_DIR = resolve(
  process.env.TOOL_CONTRACT_SHARED ?? fileURLToPath(new URL('../../shared/', import.meta.url)),
);

/** The path of `parts` inside the shared folder, whether or not it exists. */
export const sharedPath = (...parts: string[]): string => join(SHARED_DIR, ...parts);

/**
 * The path of `parts` inside the shared folder when it exists; otherwise undefined, after one line that
 * says which suite is skipped and why, so a run without the data says what it did not check.
 */
export function sharedData(suite: string, ...parts: string[]): string | undefined {
  const path = sharedPath(...parts);
  if (existsSync(path)) return path;
  console.log(`skipped: ${suite} (needs ${path}, measurement data that may sit beside the checkout)`);
  return undefined;
}

/**
 * True under `npm run test:corpus`, which runs the data-driven suites over the whole shared corpus;
 * `npm test` runs a sample of each, so it stays within its time.
 */
export const FULL_CORPUS = process.env.FULL_CORPUS === '1';

/** How many generated cases a corpus property check runs per item: `full` in the corpus run, else `sampled`. */
export const corpusRuns = (full: number, sampled: number): number => (FULL_CORPUS ? full : sampled);
