import { ALL_FAMILIES, compileDescriber } from './discover.ts';
import type { Catalog, CatalogEntry, CatalogIndex, ToolDefinition } from './types.ts';
import { compileChecker } from './validate-arguments.ts';

const NO_ENTRIES: readonly CatalogEntry[] = Object.freeze([]);

/** Prepares every lookup and per-tool checker once, so later calls cost only as much as their answer. */
export function indexCatalog(definitions: readonly ToolDefinition[]): Catalog {
  const byName = new Map<unknown, CatalogEntry>();
  const enabledByName = new Map<unknown, CatalogEntry>();
  const enabledByFamily = new Map<string, CatalogEntry[]>();
  const enabled: CatalogEntry[] = [];
  for (const definition of definitions) {
    const entry: CatalogEntry = Object.freeze({
      definition,
      describe: compileDescriber(definition),
      check: compileChecker(definition),
    });
    byName.set(definition.name, entry);
    let members = enabledByFamily.get(definition.family);
    if (members === undefined) enabledByFamily.set(definition.family, (members = []));
    if (!definition.enabled) continue;
    enabledByName.set(definition.name, entry);
    members.push(entry);
    enabled.push(entry);
  }
  for (const members of enabledByFamily.values()) Object.freeze(members);
  Object.freeze(enabled);
  // The maps stay private to these closures, so nothing outside can change a loaded catalog.
  const index: CatalogIndex = Object.freeze({
    tool: (name: unknown) => byName.get(name),
    enabledTool: (name: unknown) => enabledByName.get(name),
    hasFamily: (family: string) => enabledByFamily.has(family),
    enabledIn: (family: string) =>
      family === ALL_FAMILIES ? enabled : (enabledByFamily.get(family) ?? NO_ENTRIES),
  });
  return Object.freeze({
    tools: Object.freeze([...definitions]),
    families: Object.freeze([...enabledByFamily.keys()]),
    index,
  });
}
