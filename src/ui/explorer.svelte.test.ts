// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog, RECORD_CALLS, replay, SYNTHETIC_CATALOG, type Catalog } from '../core/index.ts';
import { Explorer, type CatalogSource } from './explorer.svelte.ts';
import { locale } from './i18n/locale.svelte.ts';
import type { LoadedRecord } from './records/load-bundle.ts';
import { callOf } from './records/record-call.ts';

function source(id: string, items: unknown): CatalogSource {
  const result = loadCatalog(items);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return { id, catalog: result.value as Catalog, descriptions: {} };
}

const SYNTHETIC = source('synthetic', SYNTHETIC_CATALOG);
const VISITOR = source('visitor', [
  { name: 'send_mail', family: 'mail', effect: 'change', enabled: true, fields: {} },
  { name: 'list_mail', family: 'mail', effect: 'read', enabled: true, fields: {} },
]);
const FIRST_TOOL = SYNTHETIC.catalog.tools.find((tool) => tool.enabled)!;

describe('Explorer.useSource', () => {
  let explorer: Explorer;

  beforeEach(() => {
    history.replaceState(null, '', location.pathname);
    locale.lang = 'en';
    explorer = new Explorer();
    explorer.viewIds = ['schema', 'arguments', 'records', 'gate'];
    explorer.synthetic = SYNTHETIC;
    explorer.useSource(SYNTHETIC);
  });

  it.each(['push', 'replace'] as const)(
    'swapping catalogs with %s keeps the language and the view and clears the old tool',
    (mode) => {
      explorer.setLang('ko');
      explorer.selectView('arguments');
      explorer.selectFamily(FIRST_TOOL.family);
      explorer.selectTool(FIRST_TOOL.name);
      explorer.setArguments('{}');

      explorer.useSource(VISITOR, mode);

      expect(explorer.source).toBe(VISITOR);
      expect([explorer.lang, explorer.view]).toEqual(['ko', 'arguments']);
      expect([explorer.family, explorer.tool, explorer.lookup]).toEqual(['all', null, '']);
      expect([explorer.argsText, explorer.isArgsEdited]).toEqual(['', false]);
      expect(explorer.tools.map((tool) => tool.name)).toEqual(['send_mail', 'list_mail']);
      expect(new URLSearchParams(location.search).toString()).toBe('view=arguments&lang=ko');
    },
  );

  it('reads the address against the new catalog when asked not to write history', () => {
    history.replaceState(null, '', `${location.pathname}?family=mail&tool=list_mail&view=records`);
    explorer.useSource(VISITOR);
    expect([explorer.family, explorer.tool, explorer.view, explorer.lang]).toEqual([
      'mail',
      'list_mail',
      'records',
      'en',
    ]);
    expect(explorer.linkProblems).toEqual([]);
  });

  it('drops link problems and the opened record that belonged to the old catalog', () => {
    explorer.recordIds = ['r1'];
    history.replaceState(null, '', `${location.pathname}?record=r1&tool=no_such_tool`);
    explorer.useSource(SYNTHETIC);
    expect(explorer.record).toBe('r1');
    expect(explorer.linkProblems.map((problem) => problem.param)).toEqual(['tool']);

    explorer.useSource(VISITOR, 'replace');

    expect([explorer.record, explorer.linkProblems]).toEqual([null, []]);
  });
});

describe('Explorer.openRecord and a record in the address', () => {
  const records: LoadedRecord[] = RECORD_CALLS.map((entry) => ({
    id: entry.id,
    file: `${entry.id}.json`,
    ok: true,
    record: { ...entry, outcome: replay(entry, SYNTHETIC.catalog) },
  }));
  let explorer: Explorer;

  function pageCall() {
    const args = explorer.isArgsEdited ? JSON.parse(explorer.argsText) : undefined;
    return { family: explorer.family, lookup: explorer.lookup, tool: explorer.tool, args };
  }

  beforeEach(() => {
    history.replaceState(null, '', location.pathname);
    locale.lang = 'en';
    explorer = new Explorer();
    explorer.viewIds = ['schema', 'arguments', 'records', 'gate'];
    explorer.records = records;
    explorer.recordIds = records.map((record) => record.id);
    explorer.synthetic = SYNTHETIC;
    explorer.useSource(SYNTHETIC);
  });

  it.each(RECORD_CALLS.map((entry) => [entry.id, entry] as const))(
    'record %s set from the address alone equals the state a click sets, with no link problem',
    (id) => {
      explorer.openRecord(id);
      const clicked = pageCall();
      const address = location.search;
      expect(explorer.record).toBe(id);

      explorer.useSource(SYNTHETIC, 'replace');
      history.replaceState(null, '', `${location.pathname}?view=records&record=${id}`);
      explorer.useSource(SYNTHETIC);

      expect(pageCall()).toEqual(clicked);
      expect([explorer.record, explorer.view, explorer.linkProblems]).toEqual([id, 'records', []]);
      history.replaceState(null, '', `${location.pathname}${address}`);
      explorer.useSource(SYNTHETIC);
      expect([pageCall(), explorer.linkProblems]).toEqual([clicked, []]);
    },
  );

  it('sets the tool and arguments the record used', () => {
    const entry = RECORD_CALLS.find((record) => record.call.op === 'validate_arguments')!;
    history.replaceState(null, '', `${location.pathname}?record=${entry.id}`);
    explorer.useSource(SYNTHETIC);
    const call = callOf(entry.call);
    expect(pageCall()).toEqual({ family: call.family, lookup: call.tool, tool: call.tool, args: call.args });
  });

  it('keeps arguments the address carries beside the record', () => {
    const entry = RECORD_CALLS.find((record) => record.call.op === 'validate_arguments')!;
    const args = '{"selector": "edited"}';
    history.replaceState(
      null,
      '',
      `${location.pathname}?record=${entry.id}&args=${encodeURIComponent(args)}`,
    );
    explorer.useSource(SYNTHETIC);
    expect([explorer.tool, explorer.argsText, explorer.linkProblems]).toEqual([
      callOf(entry.call).tool,
      args,
      [],
    ]);
  });

  it('lets a family or tool the address names win over the record, as on any link', () => {
    const entry = RECORD_CALLS.find((record) => record.call.op === 'validate_arguments')!;
    const other = SYNTHETIC.catalog.tools.find((tool) => tool.enabled && tool.name !== entry.call.name)!;
    history.replaceState(null, '', `${location.pathname}?record=${entry.id}&tool=${other.name}`);
    explorer.useSource(SYNTHETIC);
    expect([explorer.record, explorer.tool, explorer.isArgsEdited]).toEqual([entry.id, other.name, false]);
  });

  it('ignores a record that was refused', () => {
    explorer.records = [
      { id: 'r1', file: 'r1.json', ok: false, problem: { file: 'r1.json', reason: 'shape' } },
    ];
    explorer.openRecord('r1');
    expect([explorer.record, location.search]).toEqual([null, '']);
  });
});
