import type { ContractError } from '../result.ts';

/** How the snapshot reached the server: the command it started, or the URL and the names of the headers it sent. */
export type SnapshotTransport =
  | { readonly kind: 'stdio'; readonly command: string; readonly args: readonly string[] }
  | { readonly kind: 'streamable-http'; readonly url: string; readonly headers: readonly string[] };

/** Where a snapshot came from: the server as it named itself, the protocol version agreed and the transport. */
export interface SnapshotSource {
  readonly server: { readonly name: string | null; readonly version: string | null };
  readonly protocolVersion: string | null;
  readonly transport: SnapshotTransport;
}

/** A tool the MCP importer finds malformed: kept in the snapshot, and listed here with where and why. */
export interface SnapshotDefect extends ContractError {
  /** The tool's name, or null when it has no string name. */
  readonly tool: string | null;
}

/**
 * A snapshot file: the MCP `tools/list` shape every reader of the project takes, plus `snapshot`. Only
 * `tools` is hashed; nothing in the file depends on the time it was taken.
 */
export interface SnapshotDocument {
  readonly tools: readonly unknown[];
  readonly snapshot: SnapshotSource & {
    readonly toolCount: number;
    /** SHA-256, lowercase hex, of the canonical JSON of `tools` (see `snapshotHash`). */
    readonly sha256: string;
    /** Every malformed tool, in `tools` order; pointers are into this file. */
    readonly defects: readonly SnapshotDefect[];
    /** The importer's refusal of the whole list (a repeated name, too many tools, …), else null. */
    readonly refused: ContractError | null;
  };
}
