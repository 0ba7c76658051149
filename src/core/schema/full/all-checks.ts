import type { Check, Test } from './types.ts';

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
    for (let i = 0; i < checks.length; i++) {
      if (checks[i]!(v, s, p, ev)) continue;
      if (s.issues === null) return false;
      valid = false;
    }
    return valid;
  };
}

/** The test of `true` and `{}`. */
export const ACCEPT: Test = () => true;

/** True when every test passes, in order; short lists, the common case, need no loop. */
export function allTests(tests: readonly Test[]): Test {
  const [a, b, c] = tests;
  if (!a) return ACCEPT;
  if (!b) return a;
  if (!c) return (v, d) => a(v, d) && b(v, d);
  if (tests.length === 3) return (v, d) => a(v, d) && b(v, d) && c(v, d);
  return (v, d) => {
    for (const test of tests) if (!test(v, d)) return false;
    return true;
  };
}
