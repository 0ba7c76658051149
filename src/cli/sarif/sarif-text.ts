import { sarifLog, type SarifRun } from '../../core/index.ts';
import { PROGRAM } from '../sentences.ts';

/**
 * A SARIF log of one run of this program at its package's `version`, as the command line prints it:
 * pretty-printed JSON and a newline. Columns are counted in code points, as the command line's own
 * line-and-column sentences count them.
 */
export function sarifText(version: string, run: Pick<SarifRun, 'artifacts' | 'rules' | 'findings'>): string {
  const log = sarifLog({ tool: { name: PROGRAM, version }, columnKind: 'unicodeCodePoints', ...run });
  return `${JSON.stringify(log, null, 2)}\n`;
}
