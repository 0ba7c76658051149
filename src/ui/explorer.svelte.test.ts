// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog, SYNTHETIC_CATALOG, type Catalog } from '../core/index.ts';
import { Explorer, type CatalogSource } from './explorer.svelte.ts';
import { locale } from './i18n/locale.svelte.ts';

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
