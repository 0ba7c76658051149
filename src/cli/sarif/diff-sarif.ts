import {
  acceptsChange,
  type AcceptEntry,
  type DiffChange,
  type SarifFinding,
  type SarifLevel,
  type SarifRule,
} from '../../core/index.ts';
import type { DiffCliChange, DiffCliReport } from '../commands/diff-report.ts';
import { sarifArtifact } from './artifact.ts';
import { classRule } from './diff-rules.ts';
import { sarifText } from './sarif-text.ts';
import { toolPlaces } from './tool-places.ts';

/** The new catalog as `diff` read it: the file the results point into. */
export interface DiffedFile {
  readonly text: string;
  readonly value: unknown;
}

/**
 * `diff --format sarif`: one rule per change class, one result per change in the new catalog's file, at
 * the line where the changed part starts (a removed part at its nearest enclosing part that is left, a
 * removed tool at the list). A change that fails the run is an `error`, a compatible one a `note`, and an
 * accepted break stays an `error` reported as suppressed, with its accept entry's reason.
 */
export function diffSarif(
  report: DiffCliReport,
  file: DiffedFile,
  accepts: readonly AcceptEntry[],
  version: string,
): string {
  const places = toolPlaces(file.value);
  const rules = new Map<string, SarifRule>();
  const findings = report.changes.map((change): SarifFinding => {
    const level: SarifLevel = change.breaking === false ? 'note' : 'error';
    if (!rules.has(change.class)) rules.set(change.class, classRule(change.class, level));
    const place = places.byName.get(change.tool);
    const entry = change.accepted
      ? accepts.find((accept) => acceptsChange(accept, change as DiffChange))
      : undefined;
    return {
      ruleId: change.class,
      level,
      message: `${change.tool}: ${change.message}${proof(change)}`,
      artifact: 0,
      pointer: place === undefined ? places.list : place + change.pointer,
      properties: {
        tool: change.tool,
        kind: change.kind,
        pointerInTool: change.pointer,
        breaking: change.breaking,
      },
      ...(entry === undefined ? {} : { justification: entry.reason }),
    };
  });
  const artifacts = [sarifArtifact(report.new, file.text)];
  return sarifText(version, { artifacts, rules: [...rules.values()], findings });
}

function proof(change: DiffCliChange): string {
  return 'counterexample' in change ? ` Counterexample: ${JSON.stringify(change.counterexample)}` : '';
}
