import { SCAN_RULES, type SarifFinding, type SarifRule } from '../../core/index.ts';
import type { ScanCliReport } from '../commands/scan-report.ts';
import { sarifArtifact } from './artifact.ts';
import { sarifText } from './sarif-text.ts';

/** A catalog as `scan` read it: the operand and its text, which the results point into. */
export interface ScannedFile {
  readonly source: string;
  readonly text: string;
}

/**
 * `scan --format sarif`: every catalog scanned is an artifact; one rule per scan code that was found (its
 * title and help from SCAN_RULES), one result per finding at its severity, on the line where the text it
 * is about starts in its file. The message is the finding's sentence, which names the invisible characters
 * it quotes (`⟨ZWSP⟩`) rather than holding them; an allowed finding is suppressed with its reason.
 */
export function scanSarif(report: ScanCliReport, files: readonly ScannedFile[], version: string): string {
  const codes = new Set(report.findings.map((finding) => finding.code));
  const rules: SarifRule[] = SCAN_RULES.filter((rule) => codes.has(rule.code)).map((rule) => ({
    id: rule.code,
    summary: rule.title,
    help: rule.help,
    level: rule.severity,
    properties: { tags: ['tool-contract', 'scan', 'security'] },
  }));
  const findings = report.findings.map((finding): SarifFinding => {
    const { tool, pointer, path, code, severity, message, evidence } = finding;
    return {
      ruleId: code,
      level: severity,
      message,
      artifact: Math.max(
        0,
        files.findIndex((file) => file.source === finding.catalog),
      ),
      pointer: path,
      properties: { tool, pointerInTool: pointer, evidence },
      ...(finding.allowed === true ? { justification: finding.allowReason ?? '' } : {}),
    };
  });
  const artifacts = files.map((file) => sarifArtifact(file.source, file.text));
  return sarifText(version, { artifacts, rules, findings });
}
