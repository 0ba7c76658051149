import type { ToolCheck } from '../../core/index.ts';
import { missingKeyOf } from '../form/missing-key.ts';
import type { FormIssue } from '../form/form-issues.ts';
import { t } from '../i18n/t.ts';
import { explainIssue } from '../import/explain-import.ts';
import { refusalIssues, type ArgumentsIssue } from './check-arguments.ts';
import { explainError, type Explanation } from './explain.ts';

/** The sentence for one problem of a refusal: a schema issue's reason, or an exact check's error. */
export function explainArgumentsIssue(issue: ArgumentsIssue): Explanation {
  return 'keyword' in issue ? explainIssue(issue) : explainError(issue);
}

/**
 * A refusal's problems as the form places them, worded: each at its field, a schema's missing key at that
 * key's own field (an exact check's error already points at the key).
 */
export function formIssuesOf(result: ToolCheck, schema: unknown): FormIssue[] {
  return refusalIssues(result).map((issue) => {
    const { key, params } = explainArgumentsIssue(issue);
    const missingKey = 'keyword' in issue ? missingKeyOf(issue, schema) : undefined;
    return { path: issue.path, ...(missingKey === undefined ? {} : { missingKey }), text: t(key, params) };
  });
}
