import type { Check, Collect, Validator } from './types.ts';
import { ACCEPT_ALL } from './keywords/shared.ts';

/** True when all checks pass; short lists get a closure without a loop, as they are the common case. */
function allOf(checks: Check[]): Check {
  const [a, b, c] = checks;
  if (checks.length === 1 && a) return a;
  if (checks.length === 2 && a && b) return (value, depth) => a(value, depth) && b(value, depth);
  if (checks.length === 3 && a && b && c) {
    return (value, depth) => a(value, depth) && b(value, depth) && c(value, depth);
  }
  return (value, depth) => {
    for (const check of checks) if (!check(value, depth)) return false;
    return true;
  };
}

/** Runs every keyword's collector in evaluation order; short lists, the common case, need no loop. */
function collectAll(collects: Collect[]): Collect {
  const [a, b, c] = collects;
  if (collects.length === 2 && a && b) {
    return (value, path, depth, issues) => b(value, path, depth, a(value, path, depth, issues));
  }
  if (collects.length === 3 && a && b && c) {
    return (value, path, depth, issues) =>
      c(value, path, depth, b(value, path, depth, a(value, path, depth, issues)));
  }
  return (value, path, depth, issues) => {
    for (const collect of collects) issues = collect(value, path, depth, issues);
    return issues;
  };
}

/** One schema's validator from its keywords' validators, already in evaluation order. */
export function combine(validators: Validator[]): Validator {
  const [only] = validators;
  if (validators.length === 0) return ACCEPT_ALL;
  if (validators.length === 1 && only) return only;
  return {
    check: allOf(validators.map((validator) => validator.check)),
    collect: collectAll(validators.map((validator) => validator.collect)),
    isTrivial: false,
  };
}
