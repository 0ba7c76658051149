import { isPlainObject } from '../json-value.ts';
import { DIALECT_2020_12 } from './full/types.ts';

/** The vocabulary `compileSchema` uses when its options name none: the registry's 2020-12 subset. */
export const DEFAULT_VOCABULARY = 'subset';

/** The `$schema` a schema object declares, or undefined when it declares none (or not as a string). */
export function declaredDialect(schema: unknown): string | undefined {
  return isPlainObject(schema) && typeof schema.$schema === 'string' ? schema.$schema : undefined;
}

/**
 * The dialect a schema is written in: its own `$schema`, else `fallback`, which is 2020-12 as
 * `compileSchema` and the MCP specification assume.
 */
export function schemaDialect(schema: unknown, fallback: string = DIALECT_2020_12): string {
  return declaredDialect(schema) ?? fallback;
}
