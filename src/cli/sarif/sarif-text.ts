import type { ColumnKind, SarifLog } from '../../core/index.ts';
import { PROGRAM } from '../sentences.ts';

/** Columns are counted in code points, as the command line's own line-and-column sentences count them. */
export const COLUMN_KIND: ColumnKind = 'unicodeCodePoints';

/** The tool a SARIF log names: this program at its package's version. */
export const PROGRAM_TOOL = (version: string) => ({ name: PROGRAM, version });

/** A SARIF log as the command line prints it: pretty-printed JSON and a newline. */
export function sarifText(log: SarifLog): string {
  return `${JSON.stringify(log, null, 2)}\n`;
}
