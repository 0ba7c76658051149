import { scalarToolCatalog } from '../../core/index.ts';
import type { ActiveCatalog, CatalogSource, ViewFormat, VisitorCatalog } from './catalog.ts';
import { isVisitorEntry, visitorEntryId } from './url-sync.ts';

/** How many catalogs the visitor loaded the page holds for Back and Forward (each may be up to 5 MiB). */
const KEPT_VISITOR_CATALOGS = 3;

/** A catalog the visitor loaded, with the number its history entries carry. */
interface NumberedCatalog {
  id: number;
  catalog: VisitorCatalog;
}

/**
 * The catalog in use, and the ones it switches between: the site's own, and the last few the visitor
 * loaded, by number. One per page state, which alone switches it (and clears what named the old
 * catalog's tools); everything here only reads or switches catalogs.
 */
export class CatalogsInUse {
  /** The catalog in use, null until the site's own is verified. */
  catalog = $state.raw<ActiveCatalog | null>(null);
  /**
   * The site's own catalog, which "back" returns to: the verified built-in example on the explorer's own
   * site, or, on a site built from an MCP list (`npm run site`), that list. Null until it is verified.
   */
  home = $state.raw<ActiveCatalog | null>(null);
  /**
   * The visitor's catalog shown last, and its number: an entry of a catalog no longer held (or of none in
   * particular) shows this one. Reactive: whether the one shown is kept for a reload is drawn from it.
   */
  #visitor = $state.raw<NumberedCatalog | null>(null);
  /**
   * The last catalogs the visitor loaded, by number, so Back and Forward bring each back. Numbers start from
   * the clock, so entries left by an earlier page in this tab name none of these.
   */
  // never rendered from, so it need not be reactive
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #visitors = new Map<number, NumberedCatalog>();
  #nextVisitorId = Date.now();

  /** The verified built-in example the records were made from, on the explorer's own site; records replay against it. */
  get synthetic(): CatalogSource | null {
    return this.home?.kind === 'synthetic' ? this.home.source : null;
  }

  /** The scalar catalog in use (the built-in example too), with its families; null while an MCP list is in use. */
  get scalarCatalog(): CatalogSource | null {
    const catalog = this.catalog;
    return catalog === null || catalog.kind === 'mcp' ? null : catalog.source;
  }

  /** The format of the catalog in use, which decides the views it has; null until one is in use. */
  get format(): ViewFormat | null {
    return this.catalog === null ? null : this.catalog.kind === 'mcp' ? 'mcp' : 'scalar';
  }

  /**
   * The catalog in use as the core's tools, made once per catalog: every view reads its tool here, whatever
   * the catalog's format (an MCP list's are made when it is loaded).
   */
  tools = $derived.by(() => {
    const catalog = this.catalog;
    if (catalog?.kind === 'mcp') return catalog.tools;
    return this.scalarCatalog ? scalarToolCatalog(this.scalarCatalog.catalog) : null;
  });

  /** Whether the catalog in use is the one the visitor loaded (history entries record it). */
  get isVisitorInUse(): boolean {
    return this.catalog !== null && this.catalog === this.#visitor?.catalog;
  }

  /** The number of the visitor's catalog shown last, which its history entries carry; null before any. */
  get visitorId(): number | null {
    return this.#visitor?.id ?? null;
  }

  /** Whether the catalog in use is the site's own: the verified built-in example, or a site's MCP list. */
  get isHome(): boolean {
    return this.catalog !== null && this.catalog === this.home;
  }

  /** Makes `home` the site's own catalog and puts it in use. */
  useNewHome(home: ActiveCatalog): void {
    this.home = home;
    this.catalog = home;
  }

  /** Puts the site's own catalog back in use; false while there is none. */
  useHome(): boolean {
    if (!this.home) return false;
    this.catalog = this.home;
    return true;
  }

  /** Puts a visitor's catalog in use, numbered `id` where it comes back after a reload, else anew. */
  useVisitor(next: VisitorCatalog, id?: number): void {
    const visitor = { id: id ?? this.#nextVisitorId++, catalog: next };
    this.#visitors.set(visitor.id, visitor);
    // a Map keeps its keys in the order they were set: the first is the oldest
    while (this.#visitors.size > KEPT_VISITOR_CATALOGS)
      this.#visitors.delete(this.#visitors.keys().next().value!);
    this.#visitor = visitor;
    this.catalog = next;
  }

  /**
   * Puts in use the catalog a history entry (its `state`) shows: the visitor's it names, else the one
   * shown last, or the site's own; whether that changed the catalog in use.
   */
  followEntry(state: unknown): boolean {
    const shown = this.catalog;
    const id = visitorEntryId(state);
    const held = id === null ? undefined : this.#visitors.get(id);
    if (held) this.#visitor = held;
    const visitor = this.#visitor?.catalog;
    if (isVisitorEntry(state)) {
      if (visitor) this.catalog = visitor;
    } else if (this.isVisitorInUse && this.home) this.catalog = this.home;
    return this.catalog !== shown;
  }
}
