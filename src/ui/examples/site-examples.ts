import { isObjectValue, type ResultRecord } from '../../core/index.ts';
import { fetchJson, fetchVerified, type Fetcher, type FileProblem } from '../records/fetch-verified.ts';

/** A site's examples as the page reads them, or why the examples file was refused. */
export type SiteExamples =
  | { ok: true; examples: readonly ResultRecord[] }
  | { ok: false; error: FileProblem | { file: string; reason: 'shape' } };

/**
 * Reads a built site's examples: the manifest names `examples.json` with its SHA-256, which the bytes must
 * match before they are read. A site without examples has none; the first page never loads this module.
 */
export async function loadSiteExamples(fetcher: Fetcher, base: string): Promise<SiteExamples> {
  const manifest = await fetchJson(fetcher, base, 'manifest.json');
  if (!manifest.ok) return { ok: false, error: manifest.error };
  const entry = isObjectValue(manifest.value) ? manifest.value.examples : undefined;
  if (entry === undefined) return { ok: true, examples: [] };
  if (!isObjectValue(entry) || typeof entry.file !== 'string' || typeof entry.sha256 !== 'string')
    return { ok: false, error: { file: 'manifest.json', reason: 'shape' } };
  const file = await fetchVerified(fetcher, base, { file: entry.file, sha256: entry.sha256 });
  if (!file.ok) return { ok: false, error: file.error };
  const examples = Array.isArray(file.value) ? file.value.map(readResultRecord) : [null];
  return examples.every((example) => example !== null)
    ? { ok: true, examples: examples as ResultRecord[] }
    : { ok: false, error: { file: entry.file, reason: 'shape' } };
}

/** One example in the shape the site builder writes, or null. */
export function readResultRecord(value: unknown): ResultRecord | null {
  if (!isObjectValue(value) || typeof value.id !== 'string' || !isObjectValue(value.title)) return null;
  const { id, title, call, verdict } = value;
  if (typeof title.en !== 'string' || typeof title.ko !== 'string') return null;
  if (!isObjectValue(call) || call.op !== 'call_tool' || typeof call.name !== 'string') return null;
  if (!Object.hasOwn(call, 'arguments')) return null;
  const record: ResultRecord = {
    id,
    title: { en: title.en, ko: title.ko },
    call: { op: 'call_tool', name: call.name, arguments: call.arguments },
  };
  if (verdict === undefined && !Object.hasOwn(value, 'result')) return record;
  if ((verdict !== 'conforms' && verdict !== 'error_result') || !Object.hasOwn(value, 'result')) return null;
  return { ...record, result: value.result, verdict };
}
