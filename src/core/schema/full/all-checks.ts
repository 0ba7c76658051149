import type { Check } from './types.ts';

/** Runs every check; stops at the first failure unless issues are being collected. */
export function allChecks(checks: Check[]): Check | undefined {
  if (checks.length === 0) return undefined;
  if (checks.length === 1) return checks[0];
  if (checks.length === 2) {
    const [a, b] = checks as [Check, Check];
    return (v, s, p, ev) => (a(v, s, p, ev) ? b(v, s, p, ev) : s.issues !== null && (b(v, s, p, ev), false));
  }
  return (v, s, p, ev) => {
    let valid = true;
    for (const check of checks) {
      if (check(v, s, p, ev)) continue;
      if (s.issues === null) return false;
      valid = false;
    }
    return valid;
  };
}
