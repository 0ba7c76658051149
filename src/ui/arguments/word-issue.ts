import type { SchemaIssue } from '../../core/index.ts';
import { t } from '../i18n/t.ts';
import { explainIssue } from '../import/explain-import.ts';

/** The sentence in the visitor's language that explains a schema issue, worded from its reason and params. */
export function wordIssue(issue: SchemaIssue): string {
  const { key, params } = explainIssue(issue);
  return t(key, params);
}
