import type { ContractError } from '../../core/index.ts';
import type { Explanation } from '../arguments/explain.ts';
import { hasKey } from '../i18n/t.ts';

/** The translated sentence for a refused catalog: the catalog contract's own, else the import area's. */
export function explainImportError(error: ContractError): Explanation {
  const contractKey = `error.${error.code}`;
  return { key: hasKey(contractKey) ? contractKey : `import.code.${error.code}`, params: {} };
}
