/// <reference lib="webworker" />
import { O200K_BASE } from '../../tokenizer/o200k-base.ts';
import { serveAnswers } from '../workers/worker-answers.ts';
import { BillHandler, type BillReply, type BillRequest } from './bill-handler.ts';

// The tokenizer (o200k_base, the command line's counter) loads here, in a worker the page starts only when a
// visitor asks for a bill: neither the first load nor the page's thread carries it.
const handler = new BillHandler(O200K_BASE);
serveAnswers<BillRequest, BillReply>(self as unknown as DedicatedWorkerGlobalScope, (request) =>
  handler.answer(request),
);
