/**
 * Reads the official JSON Schema Test Suite from `../shared` for the conformance test and the bench
 * (never imported by the core's entry). Remotes are keyed as the suite serves them,
 * `http://localhost:1234/…`, and the meta-schemas come from Ajv's package, as Ajv's own harness has them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { sharedData, sharedPath } from './shared-data.ts';

export const SUITE_DIR = sharedPath('json-schema-test-suite-full');
const AJV_REFS = fileURLToPath(new URL('../node_modules/ajv/dist/refs/', import.meta.url));

export interface SuiteTest {
  description: string;
  data: unknown;
  valid: boolean;
}

export interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: SuiteTest[];
}

export interface SuiteFile {
  /** Path under the draft's folder, e.g. `ref.json` or `optional/format/date.json`. */
  name: string;
  groups: SuiteGroup[];
}

export type Draft = 'draft2020-12' | 'draft7';

/** True when the suite is beside the checkout; otherwise false, after one line naming the skipped suite. */
export const suiteExists = (suite = 'the official JSON Schema test suite'): boolean =>
  sharedData(suite, 'json-schema-test-suite-full', 'tests') !== undefined;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** The required test files of a draft (no `optional/`), in name order. */
export function requiredFiles(draft: Draft): SuiteFile[] {
  const dir = join(SUITE_DIR, 'tests', draft);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, groups: readJson(join(dir, name)) as SuiteGroup[] }));
}

/** The optional format files of a draft for the given format names. */
export function formatFiles(draft: Draft, formats: readonly string[]): SuiteFile[] {
  const dir = join(SUITE_DIR, 'tests', draft, 'optional', 'format');
  return formats
    .filter((format) => existsSync(join(dir, `${format}.json`)))
    .map((format) => ({
      name: `optional/format/${format}.json`,
      groups: readJson(join(dir, `${format}.json`)) as SuiteGroup[],
    }));
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The suite's remote documents by URI. */
export function remotes(): Record<string, unknown> {
  const dir = join(SUITE_DIR, 'remotes');
  const out: Record<string, unknown> = {};
  for (const path of walk(dir)) {
    if (path.endsWith('.json'))
      out[`http://localhost:1234/${relative(dir, path).split('\\').join('/')}`] = readJson(path);
  }
  return out;
}

/** The 2020-12 and draft-07 meta-schemas by their `$id`. */
export function metaSchemas(): Record<string, unknown> {
  const paths = [
    join(AJV_REFS, 'json-schema-draft-07.json'),
    join(AJV_REFS, 'json-schema-2020-12', 'schema.json'),
    ...walk(join(AJV_REFS, 'json-schema-2020-12', 'meta')).filter((path) => path.endsWith('.json')),
  ];
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const schema = readJson(path) as { $id: string };
    out[schema.$id] = schema;
  }
  return out;
}

/**
 * Ajv 8 as the conformance test and the bench compare with it: the draft's class, no strict mode, formats
 * not asserted, `resources` (meta-schemas and remotes) added. One instance per schema: ids repeat across
 * the suite.
 */
export function suiteAjv(draft: Draft, resources: Record<string, unknown>, allErrors = false): Ajv {
  const options = {
    strict: false,
    allErrors,
    validateFormats: false,
    validateSchema: false,
    logger: false as const,
  };
  const ajv = draft === 'draft7' ? new Ajv(options) : new Ajv2020(options);
  for (const [uri, schema] of Object.entries(resources)) {
    try {
      if (!ajv.getSchema(uri)) ajv.addSchema(schema as object, uri);
    } catch {
      // a remote of another draft, or a meta-schema Ajv has built in
    }
  }
  return ajv;
}

/** Ajv's validator of a schema, or undefined where Ajv refuses to compile it. */
export function ajvCompile(ajv: Ajv, schema: unknown): ValidateFunction | undefined {
  try {
    return ajv.compile(schema as object);
  } catch {
    return undefined;
  }
}
