/// <reference lib="webworker" />
import { handleRequest } from './handle-request.ts';
import type { WorkerRequest, WorkerStarted } from './protocol.ts';

// Visitor-supplied schemas run here, off the page's thread, so a slow pattern can be stopped from outside.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const started: WorkerStarted = { id: event.data.id, kind: 'started', at: Date.now() };
  scope.postMessage(started);
  scope.postMessage(JSON.stringify(handleRequest(event.data)));
};
