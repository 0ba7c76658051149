import type { ErrorCode } from '../result.ts';

/** A record title in both languages of the explorer. */
export interface RecordTitle {
  en: string;
  ko: string;
}

/** The one call a record makes, in the seed's wire spelling. */
export type RecordCall =
  | { op: 'discover'; family: string; name: string | null }
  | { op: 'validate_arguments'; name: string; arguments: unknown };

/** What the core answered: the value on success, only the code and pointer on failure. */
export type RecordOutcome = { ok: true; value: unknown } | { ok: false; code: ErrorCode; path: string };

/** One synthetic record: a call and the outcome the core produced for it. */
export interface CallRecord {
  id: string;
  title: RecordTitle;
  call: RecordCall;
  outcome: RecordOutcome;
}

/** A file named in the manifest and the SHA-256 (lowercase hex) of its exact bytes. */
export interface ManifestFile {
  file: string;
  sha256: string;
}

/** The index of `public/records`, which the explorer verifies file by file before showing anything. */
export interface RecordsManifest {
  /** `kind: 'mcp'` when the catalog is an MCP `tools/list` result; absent for the scalar format. */
  catalog: ManifestFile & { kind?: 'mcp' };
  descriptions?: ManifestFile;
  records: (ManifestFile & { id: string })[];
  /** The title a built site shows instead of the explorer's own. */
  title?: string;
}
