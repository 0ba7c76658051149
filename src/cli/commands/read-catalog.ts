import { importCatalog, type ImportedCatalog } from '../../core/index.ts';
import type { CliIo } from '../io.ts';
import { fromContractError, type Problem } from '../problem.ts';
import { readJsonInput, type InputRead } from '../read-input.ts';
import { knownFormat, type CheckReport } from './check.ts';

/**
 * A catalog operand imported (with the parsed file, to place tools in it), refused with the problem to
 * report (exit status 1), or not read at all (exit status 2); the format is known once the file parses.
 */
export type CatalogRead =
  | { kind: 'imported'; value: unknown; catalog: ImportedCatalog; format: CheckReport['format'] }
  | { kind: 'refused'; problem: Problem; format: CheckReport['format'] }
  | Extract<InputRead, { kind: 'unreadable' }>;

/** Reads and imports the catalog a command checks one call or result against. */
export async function readCatalog(file: string, io: CliIo): Promise<CatalogRead> {
  const read = await readJsonInput(file, io);
  if (read.kind === 'unreadable') return read;
  if (read.kind === 'refused') {
    return { kind: 'refused', problem: fromContractError('catalog', read.error), format: null };
  }
  const format = knownFormat(read.value);
  const imported = importCatalog(read.value);
  if (!imported.ok) return { kind: 'refused', problem: fromContractError('catalog', imported.error), format };
  return { kind: 'imported', value: read.value, catalog: imported.value, format };
}
