import type { KeywordCompiler } from '../types.ts';
import { countCodePoints } from '../json-value.ts';
import { isLengthLimit } from './min-length.ts';
import { leaf, malformed, plural } from './shared.ts';

/** `maxLength`: strings may hold at most this many code points; other values pass. */
export const compileMaxLength: KeywordCompiler = (value, { schemaPath }) => {
  if (!isLengthLimit(value)) return malformed(schemaPath, 'maxLength must be a non-negative integer.');
  const max = value;
  // code points never outnumber UTF-16 units, so a short string needs no count
  const test = (text: unknown): boolean =>
    typeof text !== 'string' || text.length <= max || countCodePoints(text, max) <= max;
  return leaf(
    schemaPath,
    'maxLength',
    test,
    (text) => `String has ${plural(countCodePoints(text as string), 'character')}; the limit is ${max}.`,
  );
};
