/// <reference lib="webworker" />
import { RequestHandler } from './handle-request.ts';
import type { WorkerInput, WorkerStarted } from './protocol.ts';
import { packReply } from './reply-parts.ts';

// Visitor-supplied schemas run here, off the page's thread, so a slow pattern can be stopped from outside.
// The page sends one request at a time and ends this worker to replace a request, so no two overlap here.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handler = new RequestHandler();

scope.onmessage = async (event: MessageEvent<WorkerInput>) => {
  const input = event.data;
  if (input.kind === 'tools') {
    handler.useTools(input);
    return;
  }
  // a request's time counts from when the list it names is held (a list's file is read first)
  await handler.ready;
  const started: WorkerStarted = { id: input.id, kind: 'started', at: Date.now() };
  scope.postMessage(started);
  for (const post of packReply(await handler.answerPosted(input))) scope.postMessage(post);
};
