/** Snapshots of a server's tool list: sorted, hashed and checked by the MCP importer, never changed. */
export { buildSnapshot, snapshotHash, snapshotText, sortTools } from './build-snapshot.ts';
export type { SnapshotDefect, SnapshotDocument, SnapshotSource, SnapshotTransport } from './types.ts';
