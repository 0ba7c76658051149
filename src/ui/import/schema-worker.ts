/// <reference lib="webworker" />
import { handlePosted } from './handle-request.ts';
import type { PostedRequest, WorkerStarted } from './protocol.ts';
import { packReply } from './reply-parts.ts';

// Visitor-supplied schemas run here, off the page's thread, so a slow pattern can be stopped from outside.
// The page sends one request at a time and ends this worker to replace a request, so no two overlap here.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<PostedRequest>) => {
  const started: WorkerStarted = { id: event.data.id, kind: 'started', at: Date.now() };
  scope.postMessage(started);
  for (const post of packReply(await handlePosted(event.data))) scope.postMessage(post);
};
