import {
  isObjectValue,
  loadCatalog,
  type CallRecord,
  type Catalog,
  type ContractError,
  type RecordCall,
} from '../../core/index.ts';
import type { Descriptions } from '../state/catalog.ts';
import {
  fetchJson,
  fetchVerified,
  type Fetcher,
  type FileProblem,
  type ManifestEntry,
} from './fetch-verified.ts';

/** A record file as the page reads it: its shape is checked here, its outcome replayed by the core. */
export type RecordFile = CallRecord;

/** One record named by the manifest: verified and readable, or refused with the reason. */
export type LoadedRecord =
  | { id: string; file: string; ok: true; record: RecordFile }
  | { id: string; file: string; ok: false; error: FileProblem | ShapeProblem | DuplicateProblem };

/** A file whose bytes matched but whose content is not what the page expects. */
export interface ShapeProblem {
  file: string;
  reason: 'shape' | 'catalog';
  error?: ContractError;
}

/** A record id the manifest lists more than once: which entry is meant is unknowable, so none is shown. */
export interface DuplicateProblem {
  file: string;
  reason: 'duplicate';
  count: number;
}

/** Everything the page needs from `records/`, each file checked against the manifest. */
export interface Bundle {
  /** The scalar catalog; null when the site's catalog is an MCP tools/list result, which `mcp` then holds. */
  catalog: Catalog | null;
  mcp?: unknown;
  /** The groups the site's author gave its tools (tool → group), when the manifest names a groups file. */
  groups?: ReadonlyMap<string, string>;
  descriptions: Descriptions;
  records: LoadedRecord[];
}

export type BundleResult = { ok: true; value: Bundle } | { ok: false; error: FileProblem | ShapeProblem };

/** Loads the manifest, then the catalog, descriptions and records, refusing any file whose SHA-256 differs. */
export async function loadBundle(fetcher: Fetcher, base: string): Promise<BundleResult> {
  const manifest = await fetchJson(fetcher, base, 'manifest.json');
  if (!manifest.ok) return { ok: false, error: manifest.error };
  const entries = readManifest(manifest.value);
  if (!entries) return { ok: false, error: { file: 'manifest.json', reason: 'shape' } };
  const counts = countIds(entries.records);
  const seen = new Set<string>();
  const unique = entries.records.filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
  const [catalogFile, descriptionsFile, groupsFile, ...recordFiles] = await Promise.all([
    fetchVerified(fetcher, base, entries.catalog),
    entries.descriptions ? fetchVerified(fetcher, base, entries.descriptions) : null,
    entries.groups ? fetchVerified(fetcher, base, entries.groups) : null,
    ...unique.map((entry) => (counts.get(entry.id) === 1 ? fetchVerified(fetcher, base, entry) : null)),
  ]);
  if (!catalogFile!.ok) return { ok: false, error: catalogFile!.error };
  // an MCP catalog is checked by the import worker, which the page loads only for MCP catalogs
  const catalog = entries.isMcp ? null : loadCatalog(catalogFile!.value);
  if (catalog && !catalog.ok)
    return { ok: false, error: { file: entries.catalog.file, reason: 'catalog', error: catalog.error } };
  if (descriptionsFile && !descriptionsFile.ok) return { ok: false, error: descriptionsFile.error };
  if (groupsFile && !groupsFile.ok) return { ok: false, error: groupsFile.error };
  const groups = groupsFile ? readGroups(groupsFile.value) : undefined;
  if (groups === null) return { ok: false, error: { file: entries.groups!.file, reason: 'shape' } };
  const records = unique.map((entry, i): LoadedRecord => {
    const fetched = recordFiles[i];
    const base = { id: entry.id, file: entry.file };
    const count = counts.get(entry.id) ?? 0;
    if (!fetched) return { ...base, ok: false, error: { file: entry.file, reason: 'duplicate', count } };
    if (!fetched.ok) return { ...base, ok: false, error: fetched.error };
    const record = readRecord(fetched.value, entry.id);
    return record
      ? { ...base, ok: true, record }
      : { ...base, ok: false, error: { file: entry.file, reason: 'shape' } };
  });
  return {
    ok: true,
    value: {
      catalog: catalog ? catalog.value : null,
      ...(catalog ? {} : { mcp: catalogFile!.value }),
      ...(groups ? { groups } : {}),
      descriptions: readDescriptions(descriptionsFile?.value),
      records,
    },
  };
}

interface ManifestEntries {
  catalog: ManifestEntry;
  isMcp: boolean;
  descriptions?: ManifestEntry;
  groups?: ManifestEntry;
  records: (ManifestEntry & { id: string })[];
}

function readManifest(value: unknown): ManifestEntries | null {
  if (!isObjectValue(value) || !isEntry(value.catalog) || !Array.isArray(value.records)) return null;
  const records = value.records.filter(
    (r: unknown): r is ManifestEntry & { id: string } =>
      isEntry(r) && typeof (r as { id?: unknown }).id === 'string',
  );
  if (records.length !== value.records.length) return null;
  const descriptions = isEntry(value.descriptions) ? value.descriptions : undefined;
  const groups = isEntry(value.groups) ? value.groups : undefined;
  const isMcp = (value.catalog as { kind?: unknown }).kind === 'mcp';
  return {
    catalog: value.catalog,
    isMcp,
    records,
    ...(descriptions ? { descriptions } : {}),
    ...(groups ? { groups } : {}),
  };
}

/** A groups file: tool name → non-empty group name; null for anything else. */
function readGroups(value: unknown): ReadonlyMap<string, string> | null {
  if (!isObjectValue(value)) return null;
  const entries = Object.entries(value);
  const isGroups = entries.every(([, group]) => typeof group === 'string' && group !== '');
  return isGroups ? new Map(entries as [string, string][]) : null;
}

/** How many entries name each record id, so an id listed twice is refused rather than shown twice. */
function countIds(records: readonly { id: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { id } of records) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

function readRecord(value: unknown, id: string): RecordFile | null {
  if (
    !isObjectValue(value) ||
    value.id !== id ||
    !isObjectValue(value.title) ||
    !isObjectValue(value.outcome)
  )
    return null;
  const { title, outcome } = value;
  if (typeof title.en !== 'string' || typeof title.ko !== 'string' || typeof outcome.ok !== 'boolean')
    return null;
  const call = readCall(value.call);
  if (!call) return null;
  return { id, title: { en: title.en, ko: title.ko }, call, outcome: outcome as RecordFile['outcome'] };
}

function readCall(call: unknown): RecordCall | null {
  if (
    !isObjectValue(call) ||
    typeof call.name !== (call.op === 'discover' && call.name === null ? 'object' : 'string')
  ) {
    return null;
  }
  const name = call.name as string | null;
  if (call.op === 'discover' && typeof call.family === 'string')
    return { op: 'discover', family: call.family, name };
  if (call.op === 'validate_arguments' && name !== null && Object.hasOwn(call, 'arguments')) {
    return { op: 'validate_arguments', name, arguments: call.arguments };
  }
  return null;
}

function readDescriptions(value: unknown): Descriptions {
  if (!isObjectValue(value)) return {};
  const source = isObjectValue(value.tools) ? value.tools : value;
  const out: Record<string, Descriptions[string]> = Object.create(null);
  for (const [name, texts] of Object.entries(source)) {
    if (!isObjectValue(texts)) continue;
    const fields = isObjectValue(texts.fields) ? texts.fields : {};
    out[name] = {
      ...readTexts(texts),
      fields: Object.fromEntries(Object.entries(fields).map(([f, v]) => [f, readTexts(v)])),
    };
  }
  return out;
}

/** The string entries of an object: a text per language. */
function readTexts(value: unknown): Record<string, string> {
  if (!isObjectValue(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function isEntry(value: unknown): value is ManifestEntry {
  return isObjectValue(value) && typeof value.file === 'string' && typeof value.sha256 === 'string';
}
