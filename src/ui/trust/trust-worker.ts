/// <reference lib="webworker" />
import { serveAnswers } from '../workers/worker-answers.ts';
import { trustOf, type TrustOutcome, type TrustRequest } from './trust-handler.ts';

// The scan runs here, off the page's thread: a hostile description built to bait patterns cannot hold the page.
serveAnswers<TrustRequest, TrustOutcome>(self as unknown as DedicatedWorkerGlobalScope, (request) =>
  trustOf(request.source),
);
