import type { ScanFinding } from '../../core/index.ts';

/**
 * The text a finding is about, to show a reviewer: the hidden or encoded payload decoded (`isDecoded`), or
 * the words that matched, flagged decoded when they were found in hidden or encoded text; null when the
 * finding has no text (a schema too deep to scan, a blob that decodes to no text).
 */
export function evidenceText(finding: ScanFinding): { text: string; isDecoded: boolean } | null {
  switch (finding.code) {
    case 'HIDDEN_TEXT':
      return { text: finding.evidence.decoded, isDecoded: true };
    case 'ENCODED_BLOB':
      return finding.evidence.decoded === null ? null : { text: finding.evidence.decoded, isDecoded: true };
    case 'INSTRUCTION_TEXT':
    case 'SENSITIVE_READ':
    case 'SHADOWING':
    case 'EXFILTRATION_FIELD':
      return { text: finding.evidence.excerpt, isDecoded: finding.evidence.hidden };
    case 'UNSCANNED_SCHEMA':
      return null;
  }
}
