import { ok } from '../../result.ts';
import type { KeywordCompiler } from '../types.ts';
import { hasOwnKey, isObjectValue } from '../../json-value.ts';
import { addIssue, malformed } from './shared.ts';
import { quoted } from '../../wording/isolate.ts';

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
  const messages = names.map((name) => `Missing required property ${quoted(name)}.`);
  const params = names.map((key) => Object.freeze({ key }));
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
        const message = messages[index] as string;
        const at = schemaPaths[index] as string;
        const reason = 'missing_key';
        issues = addIssue(issues, {
          path,
          schemaPath: at,
          keyword: 'required',
          reason,
          params: params[index]!,
          message,
        });
      }
      return issues;
    },
    isTrivial: false,
  });
};
