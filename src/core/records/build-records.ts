import { loadCatalog } from '../catalog/load-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import { replay } from './replay.ts';
import { SYNTHETIC_CATALOG, TOOL_DESCRIPTIONS } from './synthetic-catalog.ts';
import type { CallRecord, ManifestFile, RecordsManifest, ResultRecord } from './types.ts';

/** File names inside `public/records`. */
export const RECORD_FILES = Object.freeze({
  catalog: 'catalog.json',
  descriptions: 'descriptions.json',
  manifest: 'manifest.json',
  examples: 'examples.json',
  groups: 'groups.json',
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

/** What a records folder is built from: any catalog, the calls to replay against it, and optional texts. */
export interface RecordsSource {
  /** The catalog file's value, written as it is: scalar items, or an MCP `tools/list` result. */
  catalogValue: unknown;
  /** `mcp` marks an MCP `tools/list` catalog in the manifest; the page then opens it as the active catalog. */
  kind: 'scalar' | 'mcp';
  /** The loaded scalar catalog the calls replay against; null for an MCP catalog, which takes no calls. */
  catalog: Catalog | null;
  calls: readonly Omit<CallRecord, 'outcome'>[];
  /** An MCP catalog's examples, checked by the caller, written as `examples.json` when given. */
  examples?: readonly ResultRecord[];
  /** Written as `descriptions.json` when given. */
  descriptions?: unknown;
  /** The site's title, kept in the manifest when given. */
  title?: string;
  /** The groups the site's author gave (tool name → group name), written as `groups.json` when given. */
  groups?: Readonly<Record<string, string>>;
}

/**
 * Builds the exact contents of every file in `public/records`, keyed by file name; `sha256` hashes a
 * file's text (lowercase hex) and is passed in so that the core stays free of any host API.
 */
export function buildRecords(sha256: (text: string) => string): Map<string, string> {
  return buildRecordFiles(
    {
      catalogValue: SYNTHETIC_CATALOG,
      kind: 'scalar',
      catalog: loadSyntheticCatalog(),
      calls: RECORD_CALLS,
      descriptions: TOOL_DESCRIPTIONS,
    },
    sha256,
  );
}

/** Builds a records folder for any catalog: each call's outcome is computed here, each file hashed in the manifest. */
export function buildRecordFiles(
  source: RecordsSource,
  sha256: (text: string) => string,
): Map<string, string> {
  const files = new Map<string, string>();
  const add = (file: string, value: unknown): ManifestFile => {
    const text = toJsonFile(value);
    files.set(file, text);
    return { file, sha256: sha256(text) };
  };
  const catalogEntry = add(RECORD_FILES.catalog, source.catalogValue);
  const descriptions =
    source.descriptions === undefined ? undefined : add(RECORD_FILES.descriptions, source.descriptions);
  const records: RecordsManifest['records'] = [];
  for (const { id, title, call } of source.calls) {
    if (!source.catalog) throw new Error('Calls replay against a scalar catalog; this one has none.');
    const record: CallRecord = { id, title, call, outcome: replay({ call }, source.catalog) };
    records.push({ id, ...add(`${id}.json`, record) });
  }
  const examples = source.examples === undefined ? undefined : add(RECORD_FILES.examples, source.examples);
  const groups = source.groups === undefined ? undefined : add(RECORD_FILES.groups, source.groups);
  const manifest: RecordsManifest = {
    catalog: source.kind === 'mcp' ? { ...catalogEntry, kind: 'mcp' } : catalogEntry,
    ...(descriptions ? { descriptions } : {}),
    records,
    ...(examples ? { examples } : {}),
    ...(groups ? { groups } : {}),
    ...(source.title !== undefined ? { title: source.title } : {}),
  };
  files.set(RECORD_FILES.manifest, toJsonFile(manifest));
  return files;
}
