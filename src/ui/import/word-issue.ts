import type { SchemaIssue } from '../../core/index.ts';
import { hasKey, t } from '../i18n/t.ts';

/** The sentence in the visitor's language that explains a schema issue, or "" when its keyword has none. */
export function wordIssue(issue: SchemaIssue): string {
  const key = `mcp.issue.${issue.keyword}`;
  return hasKey(key) ? t(key, { expected: issue.expected ?? '' }) : '';
}
