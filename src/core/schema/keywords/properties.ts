import { ok } from '../../result.ts';
import { appendPointer } from '../../pointer.ts';
import type { Check, Collect, KeywordCompiler, Validator } from '../types.ts';
import { hasOwnKey, isObjectValue, isPlainObject } from '../../json-value.ts';
import { malformed } from './shared.ts';

/** The declared properties side by side, so a visit reads only what it needs. */
interface PropertyTable {
  names: string[];
  /** Each name as a pointer token with its slash, escaped once at compile time. */
  suffixes: string[];
  checks: Check[];
  collects: Collect[];
}

/** True when every own property named in the table matches its subschema. */
function checkProperties({ names, checks }: PropertyTable): Check {
  return (object, depth) => {
    if (!isObjectValue(object)) return true;
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      if (hasOwnKey(object, name) && !(checks[i] as Check)(object[name], depth + 1)) return false;
    }
    return true;
  };
}

/**
 * Collects the issues of the own properties, in the schema's property order; each collector runs without
 * a check first, because a failing child checked and then collected costs more than its pointer.
 */
function collectProperties({ names, suffixes, collects }: PropertyTable): Collect {
  return (object, path, depth, issues) => {
    if (!isObjectValue(object)) return issues;
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      if (!hasOwnKey(object, name)) continue;
      const child = object[name];
      issues = (collects[i] as Collect)(child, path + (suffixes[i] as string), depth + 1, issues);
    }
    return issues;
  };
}

/** `properties`: each own property named here must match its subschema; other values pass. */
export const compileProperties: KeywordCompiler = (value, { schemaPath, subschema }) => {
  if (!isPlainObject(value)) return malformed(schemaPath, 'properties must be an object of schemas.');
  const table: PropertyTable = { names: [], suffixes: [], checks: [], collects: [] };
  for (const name of Object.keys(value)) {
    const compiled = subschema(value[name], appendPointer(schemaPath, name));
    if (!compiled.ok) return compiled;
    // true and {} accept everything, so they need no visit
    if (!compiled.value.isTrivial) add(table, name, compiled.value);
  }
  if (table.names.length === 0) return ok(undefined);
  return ok({ check: checkProperties(table), collect: collectProperties(table), isTrivial: false });
};

function add(table: PropertyTable, name: string, { check, collect }: Validator): void {
  table.names.push(name);
  table.suffixes.push(appendPointer('', name));
  table.checks.push(check);
  table.collects.push(collect);
}
