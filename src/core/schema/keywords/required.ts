import { ok } from '../../result.ts';
import type { KeywordCompiler } from '../types.ts';
import { hasOwnKey, isObjectValue } from '../../json-value.ts';
import { addIssue, issueAt, malformed } from './shared.ts';
import { quoted } from '../../wording/isolate.ts';
import { wordReason } from '../../wording/reasons.ts';

/** `required`: an array of unique strings; objects must own each named property, other values pass. */
export const compileRequired: KeywordCompiler = (value, { schemaPath }) => {
  if (!Array.isArray(value)) return malformed(schemaPath, 'required must be an array of strings.');
  const seen = new Set<string>();
  for (const [index, name] of value.entries()) {
    const at = `${schemaPath}/${index}`;
    if (typeof name !== 'string') return malformed(at, 'required must list strings only.');
    if (seen.has(name)) return malformed(at, `${quoted(name)} is required twice.`);
    seen.add(name);
  }
  const names = [...(value as string[])];
  if (names.length === 0) return ok(undefined);
  const params = names.map((key) => Object.freeze({ key }));
  const messages = params.map((p) => wordReason('missing_key', p, 'en'));
  const schemaPaths = names.map((_name, index) => `${schemaPath}/${index}`);
  return ok({
    check: (object) => {
      if (!isObjectValue(object)) return true;
      for (const name of names) if (!hasOwnKey(object, name)) return false;
      return true;
    },
    collect: (object, path, _depth, issues) => {
      if (!isObjectValue(object)) return issues;
      for (let index = 0; index < names.length; index++) {
        if (hasOwnKey(object, names[index] as string)) continue;
        const at = schemaPaths[index]!;
        issues = addIssue(
          issues,
          issueAt(path, at, 'required', 'missing_key', params[index]!, messages[index]),
        );
      }
      return issues;
    },
    isTrivial: false,
  });
};
