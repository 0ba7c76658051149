import type { ToolCheck } from '../../core/index.ts';
import { missingKeyOf } from '../form/missing-key.ts';
import type { FormIssue } from '../form/form-issues.ts';
import type { PageText } from '../i18n/page-text.svelte.ts';
import { explainIssue } from '../import/explain-import.ts';
import { refusalIssues, type ArgumentsIssue } from './check-arguments.ts';
import { explainError, type ErrorWords, type Explanation } from './explain.ts';

/** The sentence for one problem of a refusal: a schema issue's reason, or an exact check's error. */
export function explainArgumentsIssue(words: ErrorWords, issue: ArgumentsIssue): Explanation {
  return 'keyword' in issue ? explainIssue(issue, words.lang) : explainError(words, issue);
}

/**
 * A refusal's problems as the form places them, worded: each at its field, a schema's missing key at that
 * key's own field (an exact check's error already points at the key).
 */
export function formIssuesOf(
  words: Pick<PageText, 't' | 'hasKey' | 'lang'>,
  result: ToolCheck,
  schema: unknown,
): FormIssue[] {
  return refusalIssues(result).map((issue) => {
    const { key, params } = explainArgumentsIssue(words, issue);
    const missingKey = 'keyword' in issue ? missingKeyOf(issue, schema) : undefined;
    return {
      path: issue.path,
      ...(missingKey === undefined ? {} : { missingKey }),
      text: words.t(key, params),
    };
  });
}
