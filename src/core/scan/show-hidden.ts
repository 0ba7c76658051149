import { decodeRun } from './decode-hidden.ts';
import { hiddenRuns, type HiddenRun } from './hidden.ts';

/**
 * A text with each run of invisible characters shown between ⟦ and ⟧ as decodeRun reads it, so a name or
 * pointer that holds them can be printed and read: `send⟦⟨ZWSP⟩⟧email`.
 */
export function showHidden(text: string, runs: readonly HiddenRun[] = hiddenRuns(text)): string {
  let out = '';
  let at = 0;
  for (const run of runs) {
    out += text.slice(at, run.start) + `⟦${decodeRun(run)}⟧`;
    at = run.end;
  }
  return out + text.slice(at);
}

/** A text with its runs of invisible characters removed: what a reader sees, and what the language rules read. */
export function withoutHidden(text: string, runs: readonly HiddenRun[]): string {
  let out = '';
  let at = 0;
  for (const run of runs) {
    out += text.slice(at, run.start);
    at = run.end;
  }
  return out + text.slice(at);
}
