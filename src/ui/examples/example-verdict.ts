import type { ResultRecord, ToolResultProblem, ToolResultVerdict } from '../../core/index.ts';
import type { ResultCheck } from '../result/result-check.svelte.ts';

/** What the page found replaying one example's recorded result: still checking, or the verdict now and whether it matches. */
export type Replayed =
  | { kind: 'checking' }
  | {
      kind: 'match' | 'mismatch';
      /** The verdict now; `stopped` or `failed` when the check did not end with one. */
      now: ToolResultVerdict | 'stopped' | 'failed';
      problems: readonly ToolResultProblem[];
      total: number;
    };

/**
 * Compares the verdict the build recorded for an example's result with the check just made: a match only
 * when the check ended and gave the same verdict; a stopped or failed check never matches.
 */
export function replayVerdict(example: ResultRecord, check: ResultCheck): Replayed {
  switch (check.kind) {
    case 'idle':
    case 'checking':
      return { kind: 'checking' };
    case 'stopped':
    case 'failed':
      return { kind: 'mismatch', now: check.kind, problems: [], total: 0 };
    case 'done': {
      const outcome = check.outcome;
      // the recorded result was written by the build as JSON, so a syntax problem means it changed
      if (outcome.kind === 'syntax') return { kind: 'mismatch', now: 'failed', problems: [], total: 0 };
      const kind = outcome.verdict === example.verdict ? 'match' : 'mismatch';
      return { kind, now: outcome.verdict, problems: outcome.problems, total: outcome.total };
    }
  }
}
