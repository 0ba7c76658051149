import type { AcceptedReport, AcceptEntry, Callers } from '../../core/index.ts';

/** The JSON output of `diff`: the core's report with its inputs and its assumption about callers, accepted changes marked. */
export interface DiffCliReport {
  command: 'diff';
  ok: boolean;
  old: string;
  new: string;
  callers: Callers;
  breaking: number;
  changes: readonly DiffCliChange[];
  unmatchedAccepts: readonly AcceptEntry[];
}

type CoreChange = AcceptedReport['changes'][number];

/**
 * One change as the JSON output lists it: the core's change without the data its sentence is made from,
 * and where and why the new schema refuses its counterexample (for output: the old schema) in English.
 */
export type DiffCliChange = Omit<CoreChange, 'params' | 'refusal' | 'counterexampleIssue'> & {
  readonly counterexampleIssue?: { readonly path: string; readonly message: string };
};
