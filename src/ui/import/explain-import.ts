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

/** The translated sentence for one schema issue, from its reason and params. */
export function explainIssue(issue: SchemaIssue): Explanation {
  return (
    explainReason(issue) ?? { key: `mcp.issue.${issue.keyword}`, params: { expected: issue.expected ?? '' } }
  );
}
