import { mount, unmount } from 'svelte';
import type { ActiveCatalog } from '../ui/state/catalog.ts';
import { loadBundle } from '../ui/records/load-bundle.ts';
import { isLang } from '../ui/i18n/dictionary.ts';
import { PageText } from '../ui/i18n/page-text.svelte.ts';
import { label } from './strings.ts';
import { TryPage } from './try-page.ts';
import TryIt from './TryIt.svelte';

/** The site's catalog as Try-it folds put it in use: the catalog, or why it could not be opened. */
type Opened = { ok: true; home: ActiveCatalog } | { ok: false; reason: string };

/**
 * The site's catalog for every Try-it fold of the page: loaded from `records/` once (each file checked
 * against the manifest's SHA-256, as the explorer checks them; an MCP list read by the schema worker), then
 * shared by every fold, each with a page state of its own.
 */
export class TryCatalog {
  #opened: Promise<Opened> | null = null;

  /** A page state with the site's catalog in use and `tool` shown, or why there is none. */
  async pageFor(tool: string): Promise<{ ok: true; page: TryPage } | { ok: false; reason: string }> {
    // each fold has words of its own, in the language of the page around it
    const page = new TryPage({ text: new PageText() });
    const lang = document.documentElement.lang.slice(0, 2);
    if (isLang(lang)) page.lang = lang;
    const opened = await (this.#opened ??= this.#open(page));
    if (!opened.ok) return opened;
    if (page.catalog !== opened.home) page.useHomeCatalog(opened.home);
    if (!page.openTool(tool, 'none')) return { ok: false, reason: label('notOffered') };
    return { ok: true, page };
  }

  async #open(page: TryPage): Promise<Opened> {
    const loaded = await loadBundle((url) => fetch(url), './records/');
    if (!loaded.ok) return { ok: false, reason: `${loaded.error.file} (${loaded.error.reason})` };
    const { catalog, descriptions, mcp, groups } = loaded.value;
    if (catalog)
      return { ok: true, home: { kind: 'synthetic', source: { id: 'synthetic', catalog, descriptions } } };
    const error = await page.importer.openHome(mcp, groups);
    return error || !page.home ? { ok: false, reason: error?.message ?? '' } : { ok: true, home: page.home };
  }
}

/** Mounts the Try-it island for `tool` into `target`; returns its unmount. */
export async function mountTry(target: HTMLElement, tool: string, catalog: TryCatalog): Promise<() => void> {
  const opened = await catalog.pageFor(tool);
  if (!opened.ok) {
    target.textContent = label('loadFailed', { reason: opened.reason });
    return () => undefined;
  }
  target.replaceChildren();
  const island = mount(TryIt, { target, props: { page: opened.page } });
  return () => void unmount(island);
}
