/** What a tool's text does to the model that reads it: an offline, deterministic scan of catalogs. */
export { scanCatalogs, scanTools } from './scan.ts';
export { SCAN_RULES, scanSeverity } from './rules.ts';
export { wordScanFinding, type ScanLang } from './words.ts';
export { showHidden } from './show-hidden.ts';
export {
  readAllowList,
  applyAllowList,
  allowsFinding,
  isScanClean,
  type AllowEntry,
  type AllowedFinding,
  type AllowedScan,
} from './allow-list.ts';
export type {
  BlobEvidence,
  ContextKind,
  EvidenceByCode,
  ExfiltrationEvidence,
  FindingOf,
  HiddenEvidence,
  HiddenKind,
  InstructionEvidence,
  InstructionPattern,
  MatchEvidence,
  ScanCode,
  ScanFinding,
  ScanRule,
  ScanSeverity,
  SensitiveEvidence,
  SensitiveKind,
  ShadowingEvidence,
  UnscannedEvidence,
  WordableFinding,
} from './types.ts';
