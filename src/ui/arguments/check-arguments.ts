import {
  parseJson,
  type ContractError,
  type JsonSyntaxProblem,
  type SchemaIssue,
  type Tool,
  type ToolCheck,
} from '../../core/index.ts';
import { capIssues, ISSUE_CAP } from '../import/issue-cap.ts';

/**
 * The verdict on an arguments text, in every catalog format and from either thread: a JSON syntax
 * problem, or `Tool.check`'s answer, its issues capped (all of them up to the cap, else the first ones by
 * pointer), with how many problems there are in all.
 */
export type ArgumentsVerdict =
  { kind: 'syntax'; problem: JsonSyntaxProblem } | { kind: 'checked'; result: ToolCheck; total: number };

/** The verdict with the parsed arguments, which a view reads a refused value from. */
export type ArgumentsCheck =
  | Extract<ArgumentsVerdict, { kind: 'syntax' }>
  | (Extract<ArgumentsVerdict, { kind: 'checked' }> & { args: unknown });

/** One problem of a refusal as the page shows it: a schema's issue, or the one error of an exact check. */
export type ArgumentsIssue = SchemaIssue | ContractError;

/** Parses the arguments text and, when it is JSON, asks the tool's own check; at most `cap` issues are kept. */
export function checkArguments(tool: Tool, text: string, cap = ISSUE_CAP): ArgumentsCheck {
  const parsed = parseJson(text);
  if (!parsed.ok) return { kind: 'syntax', problem: parsed.problem };
  const args = parsed.value;
  const result = tool.check(args);
  if (result.ok) return { kind: 'checked', args, result, total: 0 };
  // a scalar tool's exact check stops at its first defect: its error is the one problem
  if (result.issues.length === 0) return { kind: 'checked', args, result, total: 1 };
  const { issues, total } = capIssues(result.issues, cap);
  return { kind: 'checked', args, result: { ...result, issues }, total };
}

/** The problems a refusal shows, one list for every format: the schema's issues, else the error itself. */
export function refusalIssues(result: ToolCheck): readonly ArgumentsIssue[] {
  if (result.ok) return [];
  return result.issues.length > 0 ? result.issues : [result.error];
}
