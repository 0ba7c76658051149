import { describe, expect, it } from 'vitest';
import { compileSchema } from './compile-schema.ts';
import { CONFORMANCE_CASES, pointsInto } from './test-support.ts';

const rows = CONFORMANCE_CASES.flatMap((entry) =>
  entry.tests.map((test) => ({
    ...test,
    schema: entry.schema,
    title: `${entry.file}: ${entry.description}: ${test.description}`,
  })),
);

describe('compileSchema against the official draft 2020-12 suite', () => {
  it('holds the 68 cases and 251 tests of the subset', () => {
    expect(CONFORMANCE_CASES).toHaveLength(68);
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
