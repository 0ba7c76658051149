import type { WorkerLike } from './worker-client.ts';

/** The worker that reads, checks and compares catalogs a visitor brings, off the page's thread. */
export function createSchemaWorker(): WorkerLike {
  return new Worker(new URL('./schema-worker.ts', import.meta.url), { type: 'module' });
}
