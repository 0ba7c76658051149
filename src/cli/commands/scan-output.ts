import { isolate, showHidden, wordScanFinding, type AllowEntry } from '../../core/index.ts';
import type { Lang } from '../problem-words.ts';
import { inputName } from '../sentences.ts';
import type { ScanCliFinding, ScanCliReport } from './scan-report.ts';

/**
 * The text output of `scan`: a summary line, one line per finding (severity, code, tool, where in which
 * file, and the sentence), then the allow-list entries that named no finding. Names and pointers that hold
 * invisible characters are printed with them shown (`⟦⟨ZWSP⟩⟧`), so nothing hidden reaches the terminal.
 */
export function scanText(report: ScanCliReport, lang: Lang): string {
  const words = SCAN_WORDS[lang];
  const files = report.catalogs.map(({ catalog }) => inputName(catalog, lang)).join(', ');
  const tools = report.catalogs.reduce((sum, catalog) => sum + catalog.tools, 0);
  const head = `${files}: ${words.summary(tools, report.errors, report.warnings, report.allowed)}\n`;
  const lines = report.findings.map((finding) => findingLine(finding, lang));
  const unmatched =
    report.unmatchedAllows.length === 0
      ? ''
      : `${words.unmatched}\n` + report.unmatchedAllows.map((entry) => unmatchedLine(entry)).join('');
  return head + lines.join('') + unmatched;
}

function findingLine(finding: ScanCliFinding, lang: Lang): string {
  const words = SCAN_WORDS[lang];
  const state = finding.allowed === true ? words.allowed : words.severity[finding.severity];
  const where = `${inputName(finding.catalog, lang)}#${shown(finding.path)}`;
  const sentence = lang === 'en' ? finding.message : wordScanFinding(finding, lang);
  const reason =
    finding.allowed === true ? `\n      ${words.reason}: ${shown(finding.allowReason ?? '')}` : '';
  return `  ${state} ${finding.code} ${shown(finding.tool)} ${where}: ${sentence}${reason}\n`;
}

function unmatchedLine(entry: AllowEntry): string {
  return `  ${shown(entry.tool)} ${shown(entry.code)} ${shown(entry.pointer)}: ${shown(entry.reason)}\n`;
}

/** A value from a file as a line may print it: invisible characters shown, isolated from the words around it. */
function shown(value: string): string {
  return isolate(showHidden(value));
}

const SCAN_WORDS = {
  en: {
    summary: (tools: number, errors: number, warnings: number, allowed: number) =>
      `${count(tools, 'tool')} scanned: ${count(errors, 'error')}, ${count(warnings, 'warning')}` +
      (allowed > 0 ? `, ${allowed} allowed` : ''),
    severity: { error: 'error  ', warning: 'warning' },
    allowed: 'allowed',
    reason: 'allowed because',
    unmatched: 'Allow-list entries that named no finding:',
  },
  ko: {
    summary: (tools: number, errors: number, warnings: number, allowed: number) =>
      `도구 ${tools}개 검사: 오류 ${errors}개, 경고 ${warnings}개` +
      (allowed > 0 ? `, 허용 ${allowed}개` : ''),
    severity: { error: '오류', warning: '경고' },
    allowed: '허용',
    reason: '허용 이유',
    unmatched: '어느 발견에도 맞지 않은 허용 목록 항목:',
  },
} satisfies Record<Lang, unknown>;

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
