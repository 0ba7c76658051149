import { contractError } from '../result.ts';
import type { CompiledSchema } from '../schema/types.ts';
import type { ToolCheck } from './types.ts';

/** The verdict of a compiled schema on arguments: the failure's `error` is the first issue, counting the rest. */
export function checkedBy(compiled: CompiledSchema, args: unknown): ToolCheck {
  // the verdict alone builds no issue list and no state, and most calls pass
  if (compiled.isValid(args)) return { ok: true, value: args };
  const issues = compiled.validate(args);
  const [first] = issues;
  if (first === undefined) return { ok: true, value: args };
  const more = issues.length - 1;
  const message =
    more === 0
      ? first.message
      : `${first.message} ${more} more ${more === 1 ? 'issue follows' : 'issues follow'}.`;
  // the first issue's reason and params, with how many issues there are in all
  const params = { ...first.params, issues: issues.length };
  return {
    ok: false,
    error: contractError('INVALID_ARGUMENTS', first.path, first.reason, params, message),
    issues,
  };
}
