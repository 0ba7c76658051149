import { describe, expect, it } from 'vitest';
import { comparePointers, ISSUE_CAP } from './issue-cap.ts';
import { compileSchema, IMPORT_LIMITS, loadCatalog, MCP_SCHEMA_OPTIONS } from '../../core/index.ts';
import { handleRequest, loadText } from './handle-request.ts';

const SCALAR = [
  {
    name: 'observe',
    family: 'reading',
    effect: 'read',
    enabled: true,
    fields: { query: { type: 'string', required: true, max_length: 20 } },
  },
];

describe('loadText', () => {
  it('returns a valid scalar catalog as items that loadCatalog accepts', () => {
    const outcome = loadText(JSON.stringify(SCALAR));
    expect(outcome).toEqual({ ok: true, format: 'scalar', items: SCALAR });
    expect(outcome.ok && outcome.format === 'scalar' && loadCatalog(outcome.items).ok).toBe(true);
  });

  it('refuses a defective scalar catalog with the contract code and pointer', () => {
    const items = structuredClone(SCALAR);
    items[0]!.fields.query.max_length = 0;
    expect(loadText(JSON.stringify(items))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_SPEC', path: '/0/fields/query/max_length' },
    });
  });

  it('returns an MCP list as plain data, with the tool that cannot be checked kept', () => {
    const list = { tools: [{ name: 'a', inputSchema: { type: 'object', $ref: '#/$defs/gone' } }] };
    const outcome = loadText(JSON.stringify(list));
    expect(outcome).toMatchObject({ ok: true, format: 'mcp' });
    const tool = outcome.ok && outcome.format === 'mcp' ? outcome.catalog.tools[0] : undefined;
    expect(tool?.schemaCheck).toMatchObject({
      isChecked: false,
      error: { code: 'UNRESOLVED_REF', path: '/$ref' },
    });
    expect(structuredClone(outcome)).toEqual(outcome);
  });

  it('refuses broken JSON with INVALID_JSON and the line and column', () => {
    expect(loadText('[\n  {"name": }\n]')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_JSON', path: '' },
      syntax: { line: 2, column: 12, found: '}' },
    });
  });

  it('refuses text over the size limit before parsing it', () => {
    const text = ' '.repeat(IMPORT_LIMITS.maxTextBytes) + '[]';
    expect(loadText(text)).toMatchObject({ ok: false, error: { code: 'CATALOG_TOO_LARGE' }, syntax: null });
  });
});

describe('handleRequest', () => {
  const schema = {
    type: 'object',
    properties: { name: { type: 'string', maxLength: 3 } },
    required: ['name'],
    additionalProperties: false,
  };

  it.each([
    ['valid arguments', '{"name":"abc"}', []],
    ['a long name', '{"name":"abcd"}', [{ path: '/name', keyword: 'maxLength' }]],
    [
      'an extra key and a missing one',
      '{"x":1}',
      [
        { path: '', keyword: 'required' },
        { path: '/x', keyword: 'additionalProperties' },
      ],
    ],
  ])('checks %s against the schema with every issue and its pointer', (_label, argsText, issues) => {
    const reply = handleRequest({
      id: 3,
      kind: 'check',
      schemaKey: 's1',
      schemaText: JSON.stringify(schema),
      argsText,
    });
    expect(reply).toMatchObject({ id: 3, kind: 'check', outcome: { kind: 'checked' } });
    const found = reply.kind === 'check' && reply.outcome.kind === 'checked' ? reply.outcome.issues : null;
    expect(found?.map(({ path, keyword }) => ({ path, keyword }))).toEqual(issues);
  });

  it('sends the first issues by pointer and the total, not every issue, when there are more than the cap', () => {
    const keys = ISSUE_CAP * 3;
    const argsText = JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, 0])));
    const closed = { type: 'object', additionalProperties: false };
    const reply = handleRequest({
      id: 4,
      kind: 'check',
      schemaKey: 'closed',
      schemaText: JSON.stringify(closed),
      argsText,
    });
    if (reply.kind !== 'check' || reply.outcome.kind !== 'checked') throw new Error('expected issues');
    expect(reply.outcome.total).toBe(keys);
    // the engine keeps its first issues and counts the rest; the page lists those it kept, by pointer
    const compiled = compileSchema(closed, MCP_SCHEMA_OPTIONS);
    if (!compiled.ok) throw new Error('the schema does not compile');
    const kept = compiled.value.validate(JSON.parse(argsText)).filter((i) => i.reason !== 'more_issues');
    const paths = kept.map((issue) => issue.path).sort(comparePointers);
    expect(reply.outcome.issues.map((issue) => issue.path)).toEqual(paths.slice(0, ISSUE_CAP));
  });

  it('reports a JSON syntax problem in the arguments with its position', () => {
    const reply = handleRequest({
      id: 1,
      kind: 'check',
      schemaKey: 's1',
      schemaText: JSON.stringify(schema),
      argsText: '{"name" "x"}',
    });
    expect(reply).toMatchObject({ outcome: { kind: 'syntax', problem: { line: 1, column: 9 } } });
  });

  it('answers a schema it cannot compile as unchecked with the refusal', () => {
    const reply = handleRequest({
      id: 1,
      kind: 'check',
      schemaKey: 's2',
      schemaText: JSON.stringify({ type: 'object', not: 5 }),
      argsText: '{}',
    });
    expect(reply).toMatchObject({
      outcome: { kind: 'unchecked', error: { code: 'INVALID_SCHEMA', path: '/not' } },
    });
  });

  it('compiles again when the schema key changes', () => {
    const first = handleRequest({
      id: 1,
      kind: 'check',
      schemaKey: 'k1',
      schemaText: JSON.stringify({ type: 'string' }),
      argsText: '1',
    });
    const second = handleRequest({
      id: 2,
      kind: 'check',
      schemaKey: 'k2',
      schemaText: JSON.stringify({ type: 'number' }),
      argsText: '1',
    });
    expect(first).toMatchObject({ outcome: { kind: 'checked', issues: [{ keyword: 'type' }] } });
    expect(second).toMatchObject({ outcome: { kind: 'checked', issues: [] } });
  });
});
