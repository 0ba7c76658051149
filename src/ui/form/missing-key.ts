import { hasOwnKey, isPlainObject, parsePointer } from '../../core/index.ts';

/** The parts of a schema checker's issue that say which required key is missing. */
export interface RequiredIssueLike {
  keyword: string;
  schemaPath: string;
  params?: unknown;
}

/**
 * The key a `required` issue says is missing: from `params.key` where the checker gives it, else from the
 * `required` array entry its schema path points to. Undefined for any other issue.
 */
export function missingKeyOf(issue: RequiredIssueLike, rootSchema: unknown): string | undefined {
  if (isPlainObject(issue.params) && typeof issue.params.key === 'string') return issue.params.key;
  if (issue.keyword !== 'required') return undefined;
  let here: unknown = rootSchema;
  for (const token of parsePointer(issue.schemaPath) ?? []) {
    if (Array.isArray(here) && /^(0|[1-9]\d*)$/.test(token)) here = here[Number(token)];
    else if (isPlainObject(here) && hasOwnKey(here, token)) here = here[token];
    else return undefined;
  }
  return typeof here === 'string' ? here : undefined;
}
