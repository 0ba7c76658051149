import type { ErrorCode } from '../result.ts';

/** A record title in both languages of the explorer. */
export interface RecordTitle {
  en: string;
  ko: string;
}

/** The one call a record makes, spelled as a record file writes it. */
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

/**
 * An example of an MCP site as the records hold it: one call of a tool and, when it was recorded, the
 * result the server gave with the build's verdict on it; the page checks the result again and compares.
 */
export interface ResultRecord {
  id: string;
  title: RecordTitle;
  call: { op: 'call_tool'; name: string; arguments: unknown };
  /** The recorded CallToolResult, when the example carries one. */
  result?: unknown;
  /** What the build found the recorded result to be: a conforming result or an error result. */
  verdict?: 'conforms' | 'error_result';
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
  /** An MCP site's examples (`ResultRecord`s in one file), when its owner gave any. */
  examples?: ManifestFile;
  /** The groups the site's author gave (tool name → group name), when given. */
  groups?: ManifestFile;
  /** The title a built site shows instead of the explorer's own. */
  title?: string;
}
