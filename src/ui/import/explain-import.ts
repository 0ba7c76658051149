import type { ContractError, SchemaIssue } from '../../core/index.ts';
import { isReason } from '../../core/index.ts';
import { explainReason, fromCatalog, type ErrorWords, type Explanation } from '../arguments/explain.ts';
import type { Lang } from '../i18n/dictionary.ts';

/** The translated sentence for a refused catalog: from its reason, else the contract's or the import area's code sentence. */
export function explainImportError(words: ErrorWords, error: ContractError): Explanation {
  const byReason = explainReason(words, error);
  if (byReason !== undefined) return byReason;
  const contractKey = `error.${error.code}`;
  return { key: words.hasKey(contractKey) ? contractKey : `import.code.${error.code}`, params: {} };
}

/**
 * The sentence for one schema issue in the visitor's language: its reason's sentence from the core's
 * catalog (`issue.<reason>`, the variant its params call for), filled from its params. The sentence names no
 * field: the page shows the issue's pointer, or the form's field, beside it.
 */
export function explainIssue(issue: SchemaIssue, lang: Lang): Explanation {
  const other = { key: 'mcp.issue.other', params: { keyword: issue.keyword } };
  return (isReason(issue.reason) && fromCatalog(issue.reason, issue.params, lang)) || other;
}
