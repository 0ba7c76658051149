import type { AllowEntry, FindingOf, ScanCode } from '../../core/index.ts';

/** The JSON output of `scan`: the verdict, the catalogs read, and every finding. */
export interface ScanCliReport {
  command: 'scan';
  /** True when no error-severity finding is left unallowed; warnings never fail a scan. */
  ok: boolean;
  catalogs: { catalog: string; format: 'scalar' | 'mcp'; tools: number }[];
  /** Error-severity findings not allowed. */
  errors: number;
  /** Warning-severity findings not allowed. */
  warnings: number;
  /** Findings an allow-list entry names. */
  allowed: number;
  findings: ScanCliFinding[];
  /** Entries of the allow list that named no finding, as given. */
  unmatchedAllows: readonly AllowEntry[];
}

/** One finding as the JSON output lists it: the core's finding, its catalog file and its pointer in that file. */
export type ScanCliFinding = {
  [Code in ScanCode]: Omit<FindingOf<Code>, 'catalog'> & {
    catalog: string;
    /** RFC 6901 pointer into the catalog file, e.g. `/tools/3/description`. */
    path: string;
    allowed?: true;
    /** The allow-list entry's reason, for an allowed finding. */
    allowReason?: string;
  };
}[ScanCode];
