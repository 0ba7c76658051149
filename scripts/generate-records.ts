import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRecords } from '../src/core/index.ts';

/** Where the explorer loads its records from. */
export const RECORDS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'records');

/** SHA-256 of a file's UTF-8 bytes, as lowercase hex, the same digest the page computes with Web Crypto. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Writes every records file, byte for byte the same on every run. */
export function writeRecords(dir = RECORDS_DIR): string[] {
  mkdirSync(dir, { recursive: true });
  const files = buildRecords(sha256);
  for (const [file, text] of files) writeFileSync(join(dir, file), text, 'utf8');
  return [...files.keys()];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = writeRecords();
  console.log(`Wrote ${written.length} files to ${RECORDS_DIR}: ${written.join(', ')}`);
}
