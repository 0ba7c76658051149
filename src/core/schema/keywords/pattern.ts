import type { KeywordCompiler } from '../types.ts';
import { leaf, malformed } from './shared.ts';

function toRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

/** `pattern`: an unanchored ECMA-262 search with the `u` flag; other values pass. */
export const compilePattern: KeywordCompiler = (value, { schemaPath }) => {
  if (typeof value !== 'string') return malformed(schemaPath, 'pattern must be a string.');
  const regExp = toRegExp(value);
  if (!regExp)
    return malformed(
      schemaPath,
      `pattern ${JSON.stringify(value)} is not a valid u-flag regular expression.`,
    );
  // no g or y flag, so test() keeps no state between calls
  const test = (text: unknown): boolean => typeof text !== 'string' || regExp.test(text);
  const message = `String does not match the pattern ${JSON.stringify(value)}.`;
  return leaf(schemaPath, 'pattern', test, () => message);
};
