import { displayJson } from './canonical-json.ts';
import type { GateResult } from './gate.ts';
import type { GateLang } from './messages.ts';

/** Formats a result as one line of the scenario's output: `label: 허용 | {data}` or `label: 거부 | CODE | message`. */
export function formatStepLine(label: string, result: GateResult, lang: GateLang): string {
  const word = WORDS[lang];
  if (result.ok) return `${label}: ${word.allowed} | ${displayJson(result.data)}`;
  return `${label}: ${word.refused} | ${result.error.code} | ${result.error.message}`;
}

/** The closing line of a run. */
export function verdictLine(isPassed: boolean, lang: GateLang): string {
  const word = WORDS[lang];
  return `${word.verification}: ${isPassed ? word.passed : word.failed}`;
}

const WORDS = {
  ko: { allowed: '허용', refused: '거부', verification: '검증', passed: '통과', failed: '실패' },
  en: {
    allowed: 'allowed',
    refused: 'refused',
    verification: 'Verification',
    passed: 'passed',
    failed: 'failed',
  },
} as const;
