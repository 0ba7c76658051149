import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { registerSchema, validate } from '@hyperjump/json-schema/draft-04';
import { BASIC } from '@hyperjump/json-schema/experimental';
import { sharedData } from '../../../scripts/shared-data.ts';

const schemaFile = sharedData(
  'SARIF output against the published SARIF 2.1.0 schema',
  'sarif',
  'sarif-schema-2.1.0.json',
);
let schemaId: string | undefined;

/**
 * The errors of a SARIF log against the published SARIF 2.1.0 schema (draft-04, read with
 * @hyperjump/json-schema), or null when the schema is not beside the checkout (the skip is printed once).
 */
export async function schemaErrors(log: unknown): Promise<string[] | null> {
  if (schemaFile === undefined) return null;
  if (schemaId === undefined) {
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as { id: string };
    registerSchema(schema as never);
    schemaId = schema.id;
  }
  const output = await validate(schemaId, log as never, BASIC);
  if (output.valid) return [];
  return (output.errors ?? []).map((error) => `${error.instanceLocation}: ${error.absoluteKeywordLocation}`);
}

/**
 * What code scanning needs of a log, checked by hand (the published schema treats formats as notes):
 * version 2.1.0, one run, rules with unique ids and help, each result's rule and index, a level, a
 * message, and locations whose artifact URI is a URI reference and whose region counts from 1.
 */
export function shapeErrors(log: unknown): string[] {
  const errors: string[] = [];
  const need = (condition: boolean, what: string) => void (condition || errors.push(what));
  const root = log as Json;
  need(root.version === '2.1.0' && typeof root.$schema === 'string', 'version 2.1.0 and $schema');
  const runs = root.runs as Json[];
  need(Array.isArray(runs) && runs.length === 1, 'one run');
  const run = runs[0]!;
  need(['utf16CodeUnits', 'unicodeCodePoints'].includes(run.columnKind as string), 'a columnKind');
  const rules = ((run.tool as Json).driver as Json).rules as Json[];
  const ids = rules.map((rule) => rule.id);
  need(new Set(ids).size === ids.length, 'one rule per id');
  for (const rule of rules)
    need(
      typeof (rule.help as Json).text === 'string' && (rule.help as Json).text !== '',
      `help of ${String(rule.id)}`,
    );
  const artifacts = (run.artifacts as Json[]) ?? [];
  for (const [i, result] of (run.results as Json[]).entries()) {
    need(ids[result.ruleIndex as number] === result.ruleId, `result ${i}: ruleIndex`);
    need(['error', 'warning', 'note'].includes(result.level as string), `result ${i}: level`);
    need(typeof (result.message as Json).text === 'string', `result ${i}: message`);
    for (const location of result.locations as Json[]) {
      const physical = location.physicalLocation as Json | undefined;
      if (physical === undefined) continue;
      const artifact = physical.artifactLocation as Json;
      const uri = artifact.uri as string;
      need(!/[\s\\]/.test(uri) && URL.canParse(uri, 'file:///root/'), `result ${i}: URI reference ${uri}`);
      need(
        JSON.stringify((artifacts[artifact.index as number] as Json)?.location) ===
          JSON.stringify({ uri, ...(artifact.uriBaseId ? { uriBaseId: artifact.uriBaseId } : {}) }),
        `result ${i}: artifact index`,
      );
      const region = physical.region as Json | undefined;
      if (region !== undefined)
        need(
          Number.isInteger(region.startLine) &&
            (region.startLine as number) >= 1 &&
            Number.isInteger(region.startColumn) &&
            (region.startColumn as number) >= 1,
          `result ${i}: region`,
        );
    }
  }
  return errors;
}

/** A parsed SARIF log, read loosely by the tests. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The run's results as [rule, level, line, column, pointer] rows. */
export function rows(log: Json): unknown[][] {
  return (log.runs[0].results as Json[]).map((result) => {
    const region = result.locations[0].physicalLocation?.region;
    return [result.ruleId, result.level, region?.startLine, region?.startColumn, result.properties.pointer];
  });
}

/** Parses a SARIF log from standard output and checks it against the published schema and by hand. */
export async function checked(out: string): Promise<Json> {
  const log = JSON.parse(out) as Json;
  expect(shapeErrors(log)).toEqual([]);
  const errors = await schemaErrors(log);
  if (errors !== null) expect(errors).toEqual([]);
  return log;
}
