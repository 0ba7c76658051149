import { hasOwnKey } from '../../../json-value.ts';
import { addIssue, wordOnce } from '../issues.ts';
import { FORMATS } from '../formats/index.ts';
import type { KeywordCompiler } from '../types.ts';

/** `format`: an annotation unless the compiler was asked to assert; unknown formats always pass. */
export const compileFormat: KeywordCompiler = (value, c) => {
  if (typeof value !== 'string') return c.fail(c.path, 'format', 'string');
  // own keys only: a format named `toString` or `hasOwnProperty` is one the engine does not know
  const test = c.formats === 'assert' && hasOwnKey(FORMATS, value) ? FORMATS[value] : undefined;
  if (!test) return undefined;
  const path = c.path;
  const params = { format: value };
  const word = wordOnce('bad_format', params);
  return (v, s, p) =>
    typeof v !== 'string' ||
    test(v) ||
    addIssue(s, p, path, 'format', 'bad_format', params, undefined, word());
};
