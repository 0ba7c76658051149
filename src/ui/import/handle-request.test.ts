import { describe, expect, it } from 'vitest';
import { comparePointers, ISSUE_CAP } from './issue-cap.ts';
import { compileSchema, IMPORT_LIMITS, loadCatalog, MCP_SCHEMA_OPTIONS } from '../../core/index.ts';
import { loadText, RequestHandler } from './handle-request.ts';

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

/** A handler given an MCP list of one tool per schema, named by its key, as the page gives the worker its list. */
function holding(schemas: Record<string, unknown>): RequestHandler {
  const tools = Object.entries(schemas).map(([name, inputSchema]) => ({ name, inputSchema }));
  const outcome = loadText(JSON.stringify({ tools }));
  if (!outcome.ok || outcome.format !== 'mcp') throw new Error('the list must load');
  const handler = new RequestHandler();
  handler.useTools({ kind: 'tools', listText: JSON.stringify(outcome.catalog) });
  return handler;
}

describe('RequestHandler checks', () => {
  const schema = {
    type: 'object',
    properties: { name: { type: 'string', maxLength: 3 } },
    required: ['name'],
    additionalProperties: false,
  };
  const handler = holding({ named: schema, closed: { type: 'object', additionalProperties: false } });

  /** The issues of a check's refusal, or [] for a success. */
  function issuesOf(reply: ReturnType<RequestHandler['answer']>) {
    if (reply.kind !== 'check' || reply.outcome.kind !== 'checked') throw new Error('expected a verdict');
    const { result } = reply.outcome;
    return result.ok ? [] : result.issues;
  }

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
  ])('checks %s by the named tool with every issue and its pointer', (_label, argsText, issues) => {
    const reply = handler.answer({ id: 3, kind: 'check', tool: 'named', argsText });
    expect(reply).toMatchObject({ id: 3, kind: 'check', outcome: { kind: 'checked' } });
    expect(issuesOf(reply).map(({ path, keyword }) => ({ path, keyword }))).toEqual(issues);
  });

  it('answers as the tool’s own check does: the first issue is the error, the total counts them all', () => {
    const reply = handler.answer({ id: 3, kind: 'check', tool: 'named', argsText: '{"x":1}' });
    expect(reply).toMatchObject({
      outcome: {
        kind: 'checked',
        total: 2,
        result: { ok: false, error: { code: 'INVALID_ARGUMENTS', path: '', params: { issues: 2 } } },
      },
    });
    // the error crosses as a plain object, its message included
    if (reply.kind !== 'check' || reply.outcome.kind !== 'checked' || reply.outcome.result.ok)
      throw new Error('expected a refusal');
    expect(Object.getPrototypeOf(reply.outcome.result.error)).toBe(Object.prototype);
    expect(reply.outcome.result.error.message).toMatch(/more issue follows/);
  });

  it('sends the first issues by pointer and the total, not every issue, when there are more than the cap', () => {
    const keys = ISSUE_CAP * 3;
    const argsText = JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, 0])));
    const reply = handler.answer({ id: 4, kind: 'check', tool: 'closed', argsText });
    if (reply.kind !== 'check' || reply.outcome.kind !== 'checked') throw new Error('expected issues');
    expect(reply.outcome.total).toBe(keys);
    // the engine keeps its first issues and counts the rest; the page lists those it kept, by pointer
    const compiled = compileSchema({ type: 'object', additionalProperties: false }, MCP_SCHEMA_OPTIONS);
    if (!compiled.ok) throw new Error('the schema does not compile');
    const kept = compiled.value.validate(JSON.parse(argsText)).filter((i) => i.reason !== 'more_issues');
    const paths = kept.map((issue) => issue.path).sort(comparePointers);
    expect(issuesOf(reply).map((issue) => issue.path)).toEqual(paths.slice(0, ISSUE_CAP));
  });

  it('reports a JSON syntax problem in the arguments with its position', () => {
    const reply = handler.answer({ id: 1, kind: 'check', tool: 'named', argsText: '{"name" "x"}' });
    expect(reply).toMatchObject({ outcome: { kind: 'syntax', problem: { line: 1, column: 9 } } });
  });

  it('answers a tool whose schema was refused at import with the refusal and no issues', () => {
    const refused = holding({ bad: { type: 'object', not: 5 } });
    const reply = refused.answer({ id: 1, kind: 'check', tool: 'bad', argsText: '{}' });
    expect(reply).toMatchObject({
      outcome: { kind: 'checked', result: { ok: false, error: { code: 'INVALID_SCHEMA' }, issues: [] } },
    });
  });

  it('answers a name it holds no tool of, before any list and after, as an unknown tool', () => {
    const empty = new RequestHandler();
    for (const [answerer, tool] of [
      [empty, 'named'],
      [handler, 'missing'],
    ] as const)
      expect(answerer.answer({ id: 1, kind: 'check', tool, argsText: '{}' })).toMatchObject({
        outcome: {
          kind: 'checked',
          result: { ok: false, error: { code: 'UNKNOWN_TOOL', params: { name: tool } } },
        },
      });
  });

  it('checks by the list it was given last', () => {
    const first = holding({ t: { type: 'string' } });
    expect(issuesOf(first.answer({ id: 1, kind: 'check', tool: 't', argsText: '1' }))).toMatchObject([
      { keyword: 'type' },
    ]);
    const outcome = loadText(JSON.stringify({ tools: [{ name: 't', inputSchema: { type: 'number' } }] }));
    if (!outcome.ok || outcome.format !== 'mcp') throw new Error('the list must load');
    first.useTools({ kind: 'tools', listText: JSON.stringify(outcome.catalog) });
    expect(issuesOf(first.answer({ id: 2, kind: 'check', tool: 't', argsText: '1' }))).toEqual([]);
  });

  it('reads a list sent as the text or file it was loaded from as a load does, holding the last one sent', async () => {
    const list = (type: string) =>
      JSON.stringify({ tools: [{ name: 't', inputSchema: { type }, annotations: { title: 'T' } }] });
    const handler = new RequestHandler();
    handler.useTools({ kind: 'tools', listed: list('string') });
    expect(issuesOf(handler.answer({ id: 1, kind: 'check', tool: 't', argsText: '1' }))).toMatchObject([
      { keyword: 'type' },
    ]);
    // a file is held once read
    handler.useTools({ kind: 'tools', listed: new Blob([list('number')]) });
    await handler.ready;
    expect(issuesOf(handler.answer({ id: 2, kind: 'check', tool: 't', argsText: '1' }))).toEqual([]);
    // a file still being read when a newer list comes is not held after it
    handler.useTools({ kind: 'tools', listed: new Blob([list('number')]) });
    handler.useTools({ kind: 'tools', listed: list('string') });
    await handler.ready;
    expect(issuesOf(handler.answer({ id: 3, kind: 'check', tool: 't', argsText: '1' }))).toMatchObject([
      { keyword: 'type' },
    ]);
    // a file that cannot be read, or a text the load refuses, holds no tool
    const unreadable = new Blob([list('string')]);
    unreadable.text = () => Promise.reject(new Error('the file changed on disk'));
    handler.useTools({ kind: 'tools', listed: unreadable });
    await handler.ready;
    expect(handler.answer({ id: 4, kind: 'check', tool: 't', argsText: '1' })).toMatchObject({
      outcome: { result: { ok: false, error: { code: 'UNKNOWN_TOOL' } } },
    });
    handler.useTools({ kind: 'tools', listed: list('string') });
    handler.useTools({ kind: 'tools', listed: '{"tools": 1}' });
    expect(handler.answer({ id: 5, kind: 'check', tool: 't', argsText: '1' })).toMatchObject({
      outcome: { result: { ok: false, error: { code: 'UNKNOWN_TOOL' } } },
    });
  });
});
