import type { ContractError, JsonSyntaxProblem } from '../../core/index.ts';
import type { CheckOutcome } from './protocol.ts';

/** Longest a visitor-supplied schema may take on one set of arguments before its worker is ended. */
export const CHECK_LIMIT_MS = 1000;
/** Longest parsing and checking a whole catalog (up to 5 MiB) may take. */
export const LOAD_LIMIT_MS = 15_000;

/** Why a catalog was not loaded: the core refused it, or the worker was stopped or failed. */
export type ImportProblem =
  | { kind: 'refused'; error: ContractError; syntax: JsonSyntaxProblem | null }
  | { kind: 'stopped'; afterMs: number }
  | { kind: 'failed'; message: string };

/** A live check in the schema worker: idle, running, or how it ended (answered with `Outcome`, stopped, failed). */
export type LiveCheck<Outcome> =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; outcome: Outcome }
  | { kind: 'stopped'; afterMs: number }
  | { kind: 'failed'; message: string };

/** The live check of a tool's arguments in the schema worker. */
export type ArgumentsLiveCheck = LiveCheck<CheckOutcome>;

/** What the catalogs loaded are about: the site's own (synthetic or its MCP list), or a visitor's of a format. */
export type NewsAbout = 'synthetic' | 'scalar' | 'mcp';

/** Something worth announcing once: a catalog loaded, or the synthetic one back in use. */
export type ImportNews = {
  key: string;
  params: Record<string, string | number>;
  about: NewsAbout;
} | null;

/**
 * How loading a catalog ended, as the importer's work reports it to the importer, which alone writes its
 * state: replaced by a newer load, refused, or put in use under the number its history entries carry
 * (`isKept` says, once settled, whether it is kept for a reload in this tab).
 */
export type LoadEnd =
  | { kind: 'superseded' }
  | { kind: 'refused'; problem: ImportProblem }
  | { kind: 'loaded'; about: 'scalar' | 'mcp'; count: number; id: number; isKept: Promise<boolean> };
