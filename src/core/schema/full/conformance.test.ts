import { describe, expect, it } from 'vitest';
import { compileFull } from './compile.ts';
import { pointsInto } from '../test-support.ts';
import {
  ajvCompile,
  formatFiles,
  metaSchemas,
  remotes,
  requiredFiles,
  suiteAjv,
  suiteExists,
  type Draft,
  type SuiteFile,
} from '../../../../scripts/json-schema-suite.ts';
import { DIALECT_2020_12, DIALECT_DRAFT_07, MAX_ISSUES } from './types.ts';

const present = suiteExists('the full engine against the official JSON Schema test suite');

const DIALECT: Record<Draft, string> = { 'draft2020-12': DIALECT_2020_12, draft7: DIALECT_DRAFT_07 };
const ASSERTED = [
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'uuid',
  'json-pointer',
  'regex',
];

interface Tally {
  passed: number;
  total: number;
  failures: string[];
}

/** Runs one file with this engine; also checks that validate agrees with isValid and points into the value. */
function runOurs(
  draft: Draft,
  file: SuiteFile,
  resources: Record<string, unknown>,
  formats: 'annotate' | 'assert',
): Tally {
  const tally: Tally = { passed: 0, total: 0, failures: [] };
  for (const group of file.groups) {
    const compiled = compileFull(group.schema, { dialect: DIALECT[draft], resources, formats });
    for (const test of group.tests) {
      tally.total++;
      const label = `${file.name}: ${group.description}: ${test.description}`;
      if (!compiled.ok) {
        tally.failures.push(
          `${label} (refused: ${compiled.error.code} at ${compiled.error.path}: ${compiled.error.message})`,
        );
        continue;
      }
      const verdict = compiled.value.isValid(test.data);
      const issues = compiled.value.validate(test.data);
      expect(issues.length === 0, `${label}: validate agrees with isValid`).toBe(verdict);
      expect(issues.length).toBeLessThanOrEqual(MAX_ISSUES + 1);
      for (const issue of issues)
        if (issue.reason !== 'more_issues') expect(pointsInto(test.data, issue.path), label).toBe(true);
      if (verdict === test.valid) tally.passed++;
      else tally.failures.push(label);
    }
  }
  return tally;
}

/** Ajv 8 on the same file: one instance per group (ids repeat across groups), remotes added, allErrors off. */
function runAjv(draft: Draft, file: SuiteFile, resources: Record<string, unknown>): number {
  let passed = 0;
  for (const group of file.groups) {
    const validate = ajvCompile(suiteAjv(draft, resources), group.schema);
    for (const test of group.tests) {
      let verdict: boolean | undefined;
      try {
        verdict = validate ? (validate(test.data) as boolean) : undefined;
      } catch {
        verdict = undefined;
      }
      if (verdict === test.valid) passed++;
    }
  }
  return passed;
}

describe.skipIf(!present)('the full engine against the official suite', () => {
  const resources = present ? { ...metaSchemas(), ...remotes() } : {};

  for (const draft of ['draft2020-12', 'draft7'] as const) {
    it(`${draft}: at least 99% of the required tests, and never fewer than Ajv 8 on any file`, () => {
      let passed = 0;
      let total = 0;
      let ajvPassed = 0;
      const behind: string[] = [];
      const failures: string[] = [];
      for (const file of requiredFiles(draft)) {
        const ours = runOurs(draft, file, resources, 'annotate');
        const ajv = runAjv(draft, file, resources);
        passed += ours.passed;
        total += ours.total;
        ajvPassed += ajv;
        failures.push(...ours.failures);
        if (ours.passed < ajv) behind.push(`${file.name}: ours ${ours.passed}, Ajv ${ajv}`);
      }
      const percent = (n: number) => ((100 * n) / total).toFixed(1);
      console.log(
        `${draft}: this engine ${passed}/${total} (${percent(passed)}%), Ajv 8 ${ajvPassed}/${total} (${percent(ajvPassed)}%)`,
      );
      if (failures.length > 0) console.log(`${draft} failures:\n  ${failures.join('\n  ')}`);
      expect(behind).toEqual([]);
      expect(passed / total).toBeGreaterThanOrEqual(0.99);
    }, 300_000);

    it(`${draft}: every optional format test of the asserted formats, with formats: 'assert'`, () => {
      const failures: string[] = [];
      let total = 0;
      for (const file of formatFiles(draft, ASSERTED)) {
        const ours = runOurs(draft, file, resources, 'assert');
        total += ours.total;
        failures.push(...ours.failures);
      }
      console.log(`${draft} formats: ${total - failures.length}/${total}`);
      expect(failures).toEqual([]);
    });
  }
});
