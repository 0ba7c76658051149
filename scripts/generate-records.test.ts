import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildRecords,
  loadSyntheticCatalog,
  replay,
  type CallRecord,
  type RecordsManifest,
} from '../src/core/index.ts';
import { RECORDS_DIR, sha256 } from './generate-records.ts';

const read = (file: string) => readFileSync(join(RECORDS_DIR, file), 'utf8');

describe('generate-records', () => {
  const expected = buildRecords(sha256);

  it('has committed exactly the files the generator writes, byte for byte (run `npm run records`)', () => {
    expect(readdirSync(RECORDS_DIR).sort()).toEqual([...expected.keys()].sort());
    for (const [file, text] of expected) expect(read(file), file).toBe(text);
  });

  it('builds the same bytes on every run', () => {
    expect(buildRecords(sha256)).toEqual(expected);
  });

  it('lists in the manifest the SHA-256 of every committed file', () => {
    const manifest = JSON.parse(read('manifest.json')) as RecordsManifest;
    expect(manifest.descriptions).toBeDefined();
    for (const entry of [manifest.catalog, manifest.descriptions!, ...manifest.records]) {
      expect(sha256(read(entry.file)), entry.file).toBe(entry.sha256);
    }
    expect(manifest.records.map((record) => record.id)).toEqual([
      'family-reading',
      'single-tool',
      'shape-valid',
      'disabled-tool',
      'unknown-key',
    ]);
  });

  it('stores in each record the outcome the core computes for its call today', () => {
    const catalog = loadSyntheticCatalog();
    const manifest = JSON.parse(read('manifest.json')) as RecordsManifest;
    for (const { file, id } of manifest.records) {
      const record = JSON.parse(read(file)) as CallRecord;
      expect(record.id).toBe(id);
      expect(replay(record, catalog), id).toEqual(record.outcome);
    }
  });

  it('computes a different hash when one byte of a file changes', () => {
    const text = read('catalog.json');
    expect(sha256(text.replace('"observe"', '"observf"'))).not.toBe(sha256(text));
  });
});
