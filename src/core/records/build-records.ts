import { loadCatalog } from '../catalog/load-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import { replay } from './replay.ts';
import { SYNTHETIC_CATALOG, TOOL_DESCRIPTIONS } from './synthetic-catalog.ts';
import type { CallRecord, RecordsManifest } from './types.ts';

/** File names inside `public/records`. */
export const RECORD_FILES = Object.freeze({
  catalog: 'catalog.json',
  descriptions: 'descriptions.json',
  manifest: 'manifest.json',
});

/** The five records' calls; their outcomes are always computed, never written by hand. */
export const RECORD_CALLS: readonly Omit<CallRecord, 'outcome'>[] = [
  {
    id: 'family-reading',
    title: { en: 'Discover the reading family', ko: 'reading 묶음 발견' },
    call: { op: 'discover', family: 'reading', name: null },
  },
  {
    id: 'single-tool',
    title: { en: 'Look up observe by its exact name', ko: '정확한 이름으로 observe 하나 조회' },
    call: { op: 'discover', family: 'reading', name: 'observe' },
  },
  {
    id: 'shape-valid',
    title: {
      en: 'Arguments whose shape is valid: not authorized, not run',
      ko: '형식만 통과한 입력: 권한 없음, 실행 안 함',
    },
    call: { op: 'validate_arguments', name: 'observe', arguments: { selector: 'main', max_nodes: 200 } },
  },
  {
    id: 'disabled-tool',
    title: { en: 'A disabled tool stays hidden even under all', ko: 'all에서도 비활성 도구는 거절' },
    call: { op: 'discover', family: 'all', name: 'evaluate' },
  },
  {
    id: 'unknown-key',
    title: { en: 'An undeclared argument key is refused', ko: '선언되지 않은 입력 키 거절' },
    call: {
      op: 'validate_arguments',
      name: 'observe',
      arguments: { selector: 'main', script: 'document.cookie' },
    },
  },
];

/** Serializes JSON the way every records file is written: two-space indent and a final newline. */
export function toJsonFile(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/** The synthetic catalog, loaded through the core; a defect in it is a bug, so it throws. */
export function loadSyntheticCatalog(): Catalog {
  const result = loadCatalog(SYNTHETIC_CATALOG);
  if (!result.ok) throw new Error(`The synthetic catalog is invalid: ${result.error.message}`);
  return result.value;
}

/**
 * Builds the exact contents of every file in `public/records`, keyed by file name; `sha256` hashes a
 * file's text (lowercase hex) and is passed in so that the core stays free of any host API.
 */
export function buildRecords(sha256: (text: string) => string): Map<string, string> {
  const catalog = loadSyntheticCatalog();
  const files = new Map<string, string>();
  files.set(RECORD_FILES.catalog, toJsonFile(SYNTHETIC_CATALOG));
  files.set(RECORD_FILES.descriptions, toJsonFile(TOOL_DESCRIPTIONS));
  const records: RecordsManifest['records'] = [];
  for (const { id, title, call } of RECORD_CALLS) {
    const record: CallRecord = { id, title, call, outcome: replay({ call }, catalog) };
    const file = `${id}.json`;
    files.set(file, toJsonFile(record));
    records.push({ id, file, sha256: sha256(files.get(file)!) });
  }
  const manifest: RecordsManifest = {
    catalog: { file: RECORD_FILES.catalog, sha256: sha256(files.get(RECORD_FILES.catalog)!) },
    descriptions: { file: RECORD_FILES.descriptions, sha256: sha256(files.get(RECORD_FILES.descriptions)!) },
    records,
  };
  files.set(RECORD_FILES.manifest, toJsonFile(manifest));
  return files;
}
