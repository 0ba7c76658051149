import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSchema } from './compile-schema.ts';
import { pointsInto, type ConformanceCase } from './test-support.ts';
import { sharedData } from '../../../scripts/shared-data.ts';

const file = sharedData(
  'the JSON Schema subset conformance suite',
  'json-schema-test-suite',
  'subset-cases.json',
);
const isPresent = file !== undefined;
const cases: ConformanceCase[] = file ? (JSON.parse(readFileSync(file, 'utf8')) as ConformanceCase[]) : [];
const rows = cases.flatMap((entry) =>
  entry.tests.map((test) => ({
    ...test,
    schema: entry.schema,
    title: `${entry.file}: ${entry.description}: ${test.description}`,
  })),
);

describe.skipIf(!isPresent)('compileSchema against the official draft 2020-12 suite', () => {
  it('holds the 68 cases and 251 tests of the subset', () => {
    expect(cases).toHaveLength(68);
    expect(rows).toHaveLength(251);
  });

  it.each(rows)('$title', ({ schema, data, valid }) => {
    const compiled = compileSchema(schema);
    if (!compiled.ok)
      throw new Error(`${compiled.error.code} at ${compiled.error.path}: ${compiled.error.message}`);
    const issues = compiled.value.validate(data);
    expect(issues.length === 0).toBe(valid);
    expect(compiled.value.isValid(data)).toBe(valid);
    for (const issue of issues) expect(pointsInto(data, issue.path)).toBe(true);
  });
});
