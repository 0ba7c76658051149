/** Where the catalog in use is read: null while the page has none. */
export interface CatalogHost<Catalog extends object> {
  readonly catalog: Catalog | null;
}

/**
 * One value per catalog the page has had in use, made the first time it is asked for and let go with its
 * catalog (a weak map), so a store keyed by catalog keeps each catalog's answer without holding old catalogs.
 */
export class PerCatalog<Catalog extends object, Value> {
  readonly #host: CatalogHost<Catalog>;
  readonly #make: (catalog: Catalog) => Value;
  readonly #values = new WeakMap<Catalog, Value>();

  constructor(host: CatalogHost<Catalog>, make: (catalog: Catalog) => Value) {
    this.#host = host;
    this.#make = make;
  }

  /** The value of the catalog in use, made now if it is the first ask for it; null while there is no catalog. */
  current(): Value | null {
    const catalog = this.#host.catalog;
    if (catalog === null) return null;
    if (!this.#values.has(catalog)) this.#values.set(catalog, this.#make(catalog));
    return this.#values.get(catalog)!;
  }
}
