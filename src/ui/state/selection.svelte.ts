import {
  discover,
  listTools,
  type Catalog,
  type ToolCatalog,
  type ToolDefinition,
  type ToolDescription,
} from '../../core/index.ts';
import type { SelectionPatch } from './url-sync.ts';

/**
 * What the visitor chose in the catalog in use, whatever its format: the family, the tool, the exact-name
 * field and the arguments text, with what the core computes from them. An MCP list has no families (the
 * family stays `all`) and no exact-name field. It writes no history; the page state does.
 */
export class Selection {
  family = $state('all');
  tool = $state<string | null>(null);
  /** The text of the exact-name field. */
  lookup = $state('');
  /**
   * The arguments text the visitor typed or a link carried, when `isArgsEdited`. Otherwise a scalar tool's
   * is empty, and its sample stands in its place (the Arguments view makes it when it shows the tool); an
   * MCP tool's is its sample, which the page state makes and checks when it shows the tool.
   */
  argsText = $state('');
  /** Whether the arguments are the visitor's (or a link's) rather than the selected tool's sample. */
  isArgsEdited = $state(false);
  readonly #catalog: () => Catalog | null;
  readonly #tools: () => ToolCatalog | null;

  /**
   * `catalog` (the scalar catalog in use, else null) and `tools` (the catalog in use as the core's tools) are
   * read on every use, so the selection follows the catalog in use.
   */
  constructor(catalog: () => Catalog | null, tools: () => ToolCatalog | null) {
    this.#catalog = catalog;
    this.#tools = tools;
  }

  /** The families to pick from: `all` first, then the catalog's, each with its count of enabled tools. */
  families = $derived.by(() => {
    const catalog = this.#catalog();
    if (!catalog) return [];
    return ['all', ...catalog.families].map((name) => ({
      name,
      count: catalog.index.enabledIn(name).length,
    }));
  });

  /** The enabled tools of the chosen family, as the catalog holds them (the list needs no descriptions). */
  tools = $derived.by((): readonly ToolDefinition[] => {
    const catalog = this.#catalog();
    if (!catalog) return [];
    const result = listTools(catalog, this.family);
    return result.ok ? result.value : [];
  });

  /** The chosen tool's description, as the core describes it, or null when no tool of the family is chosen. */
  selected = $derived.by((): ToolDescription | null => {
    const catalog = this.#catalog();
    if (!catalog || this.tool === null) return null;
    const result = discover(catalog, this.family, this.tool);
    return result.ok ? result.value[0]! : null;
  });

  /** The core's answer for the exact name typed in the lookup field, or null when it is empty. */
  lookupResult = $derived.by(() => {
    const catalog = this.#catalog();
    if (!catalog || this.lookup === '') return null;
    return discover(catalog, this.family, this.lookup);
  });

  /** Chooses a family; the chosen tool stays only if the family still lists it. */
  chooseFamily(family: string): void {
    this.family = family;
    if (this.tool !== null && !this.tools.some((tool) => tool.name === this.tool)) {
      this.tool = null;
      this.lookup = '';
    }
  }

  /**
   * Chooses a tool of the family (of an MCP list, any of its tools) and resets the arguments to its sample;
   * false when there is no such tool.
   */
  chooseTool(name: string): boolean {
    const catalog = this.#catalog();
    const isListed = catalog ? discover(catalog, this.family, name).ok : (this.#tools()?.has(name) ?? false);
    if (!isListed) return false;
    if (this.tool !== name) this.resetArguments();
    this.tool = name;
    this.lookup = name;
    return true;
  }

  /** Takes the arguments text as typed. */
  setArguments(text: string): void {
    this.argsText = text;
    this.isArgsEdited = true;
  }

  /**
   * The arguments shown and checked for the selected tool, in every catalog format: the visitor's (or a
   * link's) text once edited, else the tool's sample, which the caller makes (its builder is the format's).
   */
  shownArguments(sample: () => string): string {
    return this.isArgsEdited ? this.argsText : sample();
  }

  /** Puts back the selected tool's sample arguments: the visitor's text is dropped. */
  resetArguments(): void {
    this.argsText = '';
    this.isArgsEdited = false;
  }

  /** Back to `all` with no tool, as when a catalog is shown for the first time. */
  clear(): void {
    this.family = 'all';
    this.tool = null;
    this.lookup = '';
    this.resetArguments();
  }

  /** Sets what an address names: the family, the tool where it is listed, the lookup text and the arguments. */
  apply(patch: SelectionPatch): void {
    this.clear();
    this.family = patch.family;
    if (patch.tool !== null) this.chooseTool(patch.tool);
    this.lookup = patch.lookup;
    if (patch.args !== undefined) this.setArguments(patch.args);
  }
}
