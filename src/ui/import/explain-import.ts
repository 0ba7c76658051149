import type { ContractError, SchemaIssue } from '../../core/index.ts';
import { explainReason, type Explanation } from '../arguments/explain.ts';
import { hasKey } from '../i18n/t.ts';

/** The translated sentence for a refused catalog: from its reason, else the contract's or the import area's code sentence. */
export function explainImportError(error: ContractError): Explanation {
  const byReason = explainReason(error);
  if (byReason !== undefined) return byReason;
  const contractKey = `error.${error.code}`;
  return { key: hasKey(contractKey) ? contractKey : `import.code.${error.code}`, params: {} };
}

/**
 * The translated sentence for one schema issue, from its reason and params: the schema issue's own
 * sentence (`issue.<reason>`, where a reason shared with the catalog contract needs other words, e.g.
 * `too_large` for `maximum`), else the reason's sentence, else the keyword's.
 */
export function explainIssue(issue: SchemaIssue): Explanation {
  return (
    explainReason(issue, `issue.${issue.reason}${variant(issue)}`) ??
    explainReason(issue) ?? { key: `mcp.issue.${issue.keyword}`, params: { expected: issue.expected ?? '' } }
  );
}

/** The wording a param chooses: an exclusive bound, or a `contains` without an upper limit. */
function variant(issue: SchemaIssue): string {
  if (issue.params.exclusive === true) return '.exclusive';
  if (issue.reason === 'contains_count' && issue.params.max === null) return '.unbounded';
  return '';
}
