/** A file named by the manifest with the SHA-256 (hex) its bytes must have. */
export interface ManifestEntry {
  file: string;
  sha256: string;
}

/** Why a file was refused: it could not be fetched, its digest differs from the manifest, or it is not JSON. */
export type FileProblem =
  | { file: string; reason: 'network'; detail: string }
  | { file: string; reason: 'digest'; expected: string; actual: string }
  | { file: string; reason: 'json'; detail: string };

export type Verified = { ok: true; value: unknown } | { ok: false; error: FileProblem };

/** Fetches a file the way the page does; injectable so tests can serve altered bytes. */
export type Fetcher = (url: string) => Promise<Response>;

const SAFE_FILE = /^[A-Za-z0-9._-]+\.json$/;

/** The lowercase hex SHA-256 of some bytes, computed with Web Crypto. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Fetches `base + file`, checks its bytes against the manifest's SHA-256 before parsing, and refuses any mismatch. */
export async function fetchVerified(fetcher: Fetcher, base: string, entry: ManifestEntry): Promise<Verified> {
  const { file } = entry;
  if (!SAFE_FILE.test(file))
    return { ok: false, error: { file, reason: 'network', detail: 'unsafe file name' } };
  let bytes: ArrayBuffer;
  try {
    const response = await fetcher(base + file);
    if (!response.ok)
      return { ok: false, error: { file, reason: 'network', detail: `HTTP ${response.status}` } };
    bytes = await response.arrayBuffer();
  } catch (error) {
    return { ok: false, error: { file, reason: 'network', detail: String(error) } };
  }
  const actual = await sha256Hex(bytes);
  const expected = entry.sha256.toLowerCase();
  if (actual !== expected) return { ok: false, error: { file, reason: 'digest', expected, actual } };
  return parseBytes(file, bytes);
}

/** Fetches and parses a file that no manifest vouches for (the manifest itself). */
export async function fetchJson(fetcher: Fetcher, base: string, file: string): Promise<Verified> {
  try {
    const response = await fetcher(base + file);
    if (!response.ok)
      return { ok: false, error: { file, reason: 'network', detail: `HTTP ${response.status}` } };
    return parseBytes(file, await response.arrayBuffer());
  } catch (error) {
    return { ok: false, error: { file, reason: 'network', detail: String(error) } };
  }
}

function parseBytes(file: string, bytes: ArrayBuffer): Verified {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch (error) {
    return { ok: false, error: { file, reason: 'json', detail: String(error) } };
  }
}
