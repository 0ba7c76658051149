/** SARIF 2.1.0 for code scanning: where a JSON pointer's value starts in a file, and the log of a run's findings. */
export { locatePointers, type ColumnKind, type PointerPlace, type TextPosition } from './locate-pointers.ts';
export {
  sarifLog,
  SARIF_SCHEMA,
  type SarifArtifact,
  type SarifFinding,
  type SarifLevel,
  type SarifLog,
  type SarifRule,
  type SarifRun,
} from './sarif-log.ts';
