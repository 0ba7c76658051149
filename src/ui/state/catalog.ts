import type { Catalog, McpCatalog, ToolCatalog } from '../../core/index.ts';
import type { Lang } from '../i18n/dictionary.ts';
import type { PageText } from '../i18n/page-text.svelte.ts';
import type { HistoryMode } from './url-sync.ts';

/** One-sentence descriptions of tools (and optionally their fields) per language, kept apart from the catalog's format. */
export type Descriptions = Readonly<Record<string, ToolTexts>>;
/** The page's own words for one tool and its top-level fields, per language. */
export type ToolTexts = Texts & { fields?: Readonly<Record<string, Texts>> };
type Texts = Partial<Record<Lang, string>>;

/** A scalar catalog the explorer's views can show, with its descriptions (a visitor's catalog has none). */
export interface CatalogSource {
  id: string;
  catalog: Catalog;
  descriptions: Descriptions;
}

/** A catalog the visitor brought: a scalar catalog or an MCP list, from a file name or (null) pasted text. */
export type VisitorCatalog =
  | { kind: 'scalar'; source: CatalogSource; origin: string | null }
  | {
      kind: 'mcp';
      /** The list as the schema worker read it, which the worker that checks arguments is given once. */
      list: McpCatalog;
      /** The list's tools as the core reads them, made once when the list is put in use. */
      tools: ToolCatalog;
      /** The server's `nextCursor`: set when the list is only one page of a longer one. */
      nextCursor: string | null;
      origin: string | null;
      /** The groups a site's author gave its own list (tool → group); a visitor's list has none. */
      groups?: ReadonlyMap<string, string>;
      /**
       * The text (or the file) the list was read from, when kept: its pins and its MCP figure are made of the
       * tools as listed, which the reading in `list` does not keep. A file is read in a worker, never here.
       */
      listed?: string | Blob;
    };

/** The catalog in use: the verified synthetic one, or one the visitor brought. `kind` says which. */
export type ActiveCatalog = { kind: 'synthetic'; source: CatalogSource } | VisitorCatalog;

/** The format of a catalog, as the views see it: a scalar catalog (the built-in one too) or an MCP list. */
export type ViewFormat = 'scalar' | 'mcp';

/** A view's id and the catalog formats that have it, as the page state reads the view table. */
export interface ViewAvailability {
  readonly id: string;
  readonly formats: readonly ViewFormat[];
}

/** What code that switches catalogs (the importer) needs from the page: the catalog in use and its switches. */
export interface CatalogHost {
  /** The page's words, which a lazily loaded part registers its strings into. */
  readonly text: PageText;
  readonly catalog: ActiveCatalog | null;
  /** The site's own catalog when it is an MCP list (a site built from one), else null. */
  readonly home: ActiveCatalog | null;
  /** The number of the visitor's catalog shown last, which its history entries carry; null before any. */
  readonly visitorId: number | null;
  /** Puts a visitor's catalog in use, numbered `id` where it comes back after a reload, else anew. */
  useVisitorCatalog(next: VisitorCatalog, history?: HistoryMode, id?: number): void;
  useBuiltInExample(history?: HistoryMode): void;
  useHomeCatalog(home: ActiveCatalog): void;
  /** Shows the first tool of the MCP list in use, unless one of its tools is already shown. */
  showFirstTool(): void;
  /** Writes the state into the address and history. */
  commit(mode: HistoryMode): void;
}
