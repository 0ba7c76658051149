/** The part of a generated inputSchema that sample arguments are built from. */
export interface SchemaShape {
  properties: Readonly<Record<string, { type: string; maxLength?: number }>>;
  required: readonly string[];
}

const STRING_SAMPLES: ReadonlyArray<[RegExp, string]> = [
  [/url|href|link/, 'https://example.com/docs'],
  [/selector|target|element/, '#main'],
  [/path|file/, 'notes.txt'],
  [/query|search|pattern/, 'pricing'],
  [/tab|id$|_id/, 'tab-2'],
  [/key/, 'Enter'],
  [/value|text|content|input/, 'Hello'],
  [/name|label|title/, 'report'],
];

const INTEGER_SAMPLES: ReadonlyArray<[RegExp, number]> = [
  [/ms$|timeout|delay|wait/, 1000],
  [/limit|max|count|size/, 10],
  [/index|page|line/, 1],
  [/x$|y$|offset|amount|pixels|delta/, 400],
];

/** Sample arguments for a schema: every field, required and optional, with a plausible value within its limits. */
export function sampleArguments(schema: SchemaShape): Record<string, unknown> {
  const sample: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(schema.properties)) {
    const value = sampleValue(field, spec);
    Object.defineProperty(sample, field, { value, enumerable: true, writable: true, configurable: true });
  }
  return sample;
}

/** The sample arguments as indented JSON text, ready for the editor. */
export function sampleArgumentsText(schema: SchemaShape): string {
  return JSON.stringify(sampleArguments(schema), null, 2);
}

function sampleValue(field: string, spec: { type: string; maxLength?: number }): unknown {
  const lower = field.toLowerCase();
  if (spec.type === 'integer') return INTEGER_SAMPLES.find(([re]) => re.test(lower))?.[1] ?? 3;
  if (spec.type === 'boolean') return !/^(no|skip|dis)/.test(lower);
  const text = STRING_SAMPLES.find(([re]) => re.test(lower))?.[1] ?? 'example';
  return [...text].slice(0, spec.maxLength ?? text.length).join('');
}
