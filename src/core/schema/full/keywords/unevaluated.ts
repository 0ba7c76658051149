import { addIssue } from '../issues.ts';
import type { KeywordCompiler } from '../types.ts';
import { indexPath, keyPath } from './paths.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `unevaluatedProperties`: runs last, on the keys no sibling keyword or in-place subschema evaluated
 * (the schema's own annotations, see withOwnAnnotations); `false` names each such key.
 */
export const compileUnevaluatedProperties: KeywordCompiler = (value, c) => {
  const node = c.sub(value, c.path);
  const isFalse = value === false;
  const path = c.path;
  return (v, s, p, ev) => {
    if (!isObject(v) || !ev) return true;
    if (ev.allProps) return true;
    let valid = true;
    const seen = ev.props;
    for (const key of Object.keys(v)) {
      if (seen?.has(key)) continue;
      const ok = isFalse
        ? addIssue(s, keyPath(s, p, key), path, 'unevaluatedProperties', 'unknown_key', { key })
        : node.check(v[key], s, keyPath(s, p, key), null);
      if (ok) continue;
      if (s.issues === null) return false;
      valid = false;
    }
    ev.allProps = true;
    return valid;
  };
};

/** `unevaluatedItems`: runs last, on the items no sibling evaluated; `false` names each such item. */
export const compileUnevaluatedItems: KeywordCompiler = (value, c) => {
  const node = c.sub(value, c.path);
  const isFalse = value === false;
  const path = c.path;
  return (v, s, p, ev) => {
    if (!Array.isArray(v) || !ev || ev.allItems) return true;
    let valid = true;
    const matched = ev.itemSet;
    for (let i = ev.items; i < v.length; i++) {
      if (matched?.has(i)) continue;
      const ok = isFalse
        ? addIssue(s, indexPath(s, p, i), path, 'unevaluatedItems', 'unknown_item', { index: i })
        : node.check(v[i], s, indexPath(s, p, i), null);
      if (ok) continue;
      if (s.issues === null) return false;
      valid = false;
    }
    ev.allItems = true;
    return valid;
  };
};
