import type { PageFailure } from './list-pages.ts';

/** Why a snapshot was not taken (exit status 2), when nothing is written; `../snapshot-words.ts` words each kind. */
export type RunFailure =
  | PageFailure
  | { kind: 'not_started'; command: string; code: string }
  | { kind: 'exited' }
  | { kind: 'closed' }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'server_error'; code: number; message: string }
  | { kind: 'http_status'; status: number }
  | { kind: 'unreachable'; detail: string }
  | { kind: 'other'; message: string }
  | { kind: 'not_written'; path: string; code: string };
