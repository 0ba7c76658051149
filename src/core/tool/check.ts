import { contractError, type ContractError } from '../result.ts';
import type { CompiledSchema, SchemaIssue } from '../schema/types.ts';

/**
 * What checking one call's arguments answers: the arguments as checked, or the refusal. A schema's
 * refusal lists every issue, the first as `error`; a scalar tool's exact check stops at its first defect,
 * so its `issues` is empty and `error` is the whole answer.
 */
export type ToolCheck =
  { ok: true; value: unknown } | { ok: false; error: ContractError; issues: readonly SchemaIssue[] };

/** The verdict of a compiled schema on arguments: the failure's `error` is the first issue, counting the rest. */
export function checkedBy(compiled: CompiledSchema, args: unknown): ToolCheck {
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
