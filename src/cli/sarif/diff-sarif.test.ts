import { afterAll, describe, expect, it } from 'vitest';
import { run, tempFolder } from '../test-io.ts';
import { checked, rows, type Json } from './test-support.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

describe('diff --format sarif', () => {
  const before = {
    tools: [
      {
        name: 'search',
        inputSchema: { type: 'object', properties: { q: { type: 'string', maxLength: 100 } } },
      },
      { name: 'gone', inputSchema: { type: 'object' } },
    ],
  };
  const after = {
    tools: [
      {
        name: 'search',
        description: 'Searches.',
        inputSchema: { type: 'object', properties: { q: { type: 'string', maxLength: 10 } } },
      },
    ],
  };
  const OLD = folder.write('old.json', before);
  const NEW = folder.write('new.json', JSON.stringify(after, null, 2));

  it('gives one result per change in the new file, a removed tool at the list, breaks as errors', async () => {
    const result = await run(['diff', OLD, NEW, '--format', 'sarif']);
    const log = await checked(result.out);
    expect(result.status).toBe(1);
    expect(rows(log)).toEqual([
      ['bound_tightened', 'error', 11, 26, '/tools/0/inputSchema/properties/q/maxLength'],
      ['description_changed', 'note', 5, 22, '/tools/0/description'],
      ['tool_removed', 'error', 2, 12, '/tools'],
    ]);
    const [tightened] = log.runs[0].results as Json[];
    expect(tightened!.message.text).toBe(
      'search: maxLength changed from 100 to 10. Counterexample: {"q":"' + 'a'.repeat(100) + '"}',
    );
    expect((log.runs[0].tool.driver.rules as Json[]).map((rule) => rule.id)).toEqual([
      'bound_tightened',
      'description_changed',
      'tool_removed',
    ]);
  });

  it('reports an accepted break as suppressed, with the accept entry’s reason, and exits 0', async () => {
    const accept = folder.write('accept.json', [
      { tool: '*', pointer: '*', class: 'bound_tightened', reason: 'never served long queries' },
      { tool: 'gone', pointer: '', class: 'tool_removed', reason: 'retired' },
    ]);
    const result = await run(['diff', OLD, NEW, '--accept', accept, '--format', 'sarif']);
    const log = await checked(result.out);
    expect(result.status).toBe(0);
    expect((log.runs[0].results as Json[]).map((r) => r.suppressions?.[0]?.justification)).toEqual([
      'never served long queries',
      undefined,
      'retired',
    ]);
  });
});
