import { describe, expect, it } from 'vitest';
import { discover } from '../catalog/discover.ts';
import { buildRecords, loadSyntheticCatalog, RECORD_CALLS } from './build-records.ts';
import { isSameOutcome, replay } from './replay.ts';
import { SYNTHETIC_CATALOG, TOOL_DESCRIPTIONS } from './synthetic-catalog.ts';
import type { CallRecord } from './types.ts';

/** A stand-in digest: these tests only need a deterministic function of the text. */
const fakeDigest = (text: string) => `len-${text.length}`;

describe('SYNTHETIC_CATALOG', () => {
  const catalog = loadSyntheticCatalog();

  it('has reading, input and an internal family whose tools are all disabled', () => {
    expect(catalog.families).toEqual(['reading', 'input', 'internal']);
    const internal = SYNTHETIC_CATALOG.filter((tool) => tool.family === 'internal');
    expect(internal.map((tool) => [tool.name, tool.enabled])).toEqual([
      ['repair_agent', false],
      ['evaluate', false],
    ]);
  });

  it('keeps select_tab, whose effect is change, in the reading family', () => {
    const result = discover(catalog, 'reading', 'select_tab');
    expect(result.ok && result.value[0]!.effect).toBe('change');
  });

  it('describes every tool, and only those, in English and Korean with one sentence each', () => {
    expect(Object.keys(TOOL_DESCRIPTIONS)).toEqual(SYNTHETIC_CATALOG.map((tool) => tool.name));
    for (const text of Object.values(TOOL_DESCRIPTIONS)) {
      expect(text.en).toMatch(/^[A-Z][^.]*[^.]\.$/);
      expect(text.ko).toMatch(/^[^.]+\.$/);
    }
  });
});

describe('replay', () => {
  const catalog = loadSyntheticCatalog();

  it.each([
    ['family-reading', true, undefined],
    ['single-tool', true, undefined],
    ['shape-valid', true, undefined],
    ['disabled-tool', false, 'TOOL_NOT_AVAILABLE_IN_FAMILY'],
    ['unknown-key', false, 'INVALID_ARGUMENT_KEYS'],
  ])('replays %s with ok %s and code %s', (id, isOk, code) => {
    const record = RECORD_CALLS.find((candidate) => candidate.id === id)!;
    const outcome = replay(record, catalog);
    expect(outcome.ok).toBe(isOk);
    if (!outcome.ok) expect(Object.keys(outcome)).toEqual(['ok', 'code', 'path']);
    if (!outcome.ok) expect(outcome.code).toBe(code);
  });

  it('lists the reading tools for family-reading and marks shape-valid as neither authorized nor executed', () => {
    const reading = replay(RECORD_CALLS[0]!, catalog);
    expect(reading.ok && (reading.value as { name: string }[]).map((tool) => tool.name)).toEqual([
      'observe',
      'find',
      'extract',
      'wait',
      'scroll',
      'select_tab',
    ]);
    expect(replay(RECORD_CALLS[2]!, catalog)).toMatchObject({
      ok: true,
      value: { shape_valid: true, authorized: false, executed: false },
    });
  });

  it('tells matching outcomes from changed ones', () => {
    const outcome = replay(RECORD_CALLS[4]!, catalog);
    expect(isSameOutcome(outcome, replay(RECORD_CALLS[4]!, catalog))).toBe(true);
    expect(isSameOutcome(outcome, { ok: false, code: 'INVALID_ARGUMENT_KEYS', path: '/selector' })).toBe(
      false,
    );
  });
});

describe('buildRecords', () => {
  it('writes every file as two-space JSON with a final newline, and records with computed outcomes', () => {
    const files = buildRecords(fakeDigest);
    expect([...files.keys()]).toEqual([
      'catalog.json',
      'descriptions.json',
      ...RECORD_CALLS.map((record) => `${record.id}.json`),
      'manifest.json',
    ]);
    for (const text of files.values()) expect(JSON.stringify(JSON.parse(text), null, 2) + '\n').toBe(text);
    const catalog = loadSyntheticCatalog();
    for (const call of RECORD_CALLS) {
      const record = JSON.parse(files.get(`${call.id}.json`)!) as CallRecord;
      expect(record.outcome).toEqual(replay(call, catalog));
    }
    const manifest = JSON.parse(files.get('manifest.json')!);
    expect(manifest.catalog).toEqual({
      file: 'catalog.json',
      sha256: fakeDigest(files.get('catalog.json')!),
    });
  });
});
