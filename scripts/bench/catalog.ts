/**
 * The catalog core at the largest legal size (1000 tools × 30 fields), its argument check side by side in
 * one run with zod 4, valibot and Ajv given the same generated inputSchema on the same arguments, and with
 * a hand-written check of the same tool as the practical limit; then the typical small tools. Run with
 * `npx tsx scripts/bench/catalog.ts`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discover, loadCatalog, type Catalog, type FieldType } from '../../src/core/index.ts';
import { argumentRow, CONTENDER_HEADER, contendersFor } from './argument-contenders.ts';
import { formatRate, measure, printTable } from './measure.ts';
import { typicalToolRows } from './typical-tools.ts';

const TOOLS = 1000;
const FIELDS = 30;
const FAMILIES = 20;
const KINDS: readonly FieldType[] = ['string', 'integer', 'boolean'];
const BENCH_TOOL = 'tool_500';
const STRING_LIMIT = 100;

/** The largest legal catalog, built the same way on every run: field j has kind j mod 3, required when j is even. */
export function largestCatalog(): unknown[] {
  return Array.from({ length: TOOLS }, (_, i) => ({
    name: `tool_${i}`,
    family: `family_${i % FAMILIES}`,
    effect: i % 2 === 0 ? 'read' : 'change',
    enabled: i % 10 !== 9,
    fields: Object.fromEntries(
      Array.from({ length: FIELDS }, (_, j) => [
        `field_${j}`,
        { type: KINDS[j % 3], required: j % 2 === 0, max_length: STRING_LIMIT + (i % 100) },
      ]),
    ),
  }));
}

/** Arguments that fill every field of the bench tool with a valid value. */
function validArguments(): Record<string, unknown> {
  const values = [(j: number) => `value ${j}`, (j: number) => j * 1000, (j: number) => j % 2 === 0];
  return Object.fromEntries(Array.from({ length: FIELDS }, (_, j) => [`field_${j}`, values[j % 3]!(j)]));
}

/** Each kind of invalid arguments, one defect each, in the middle of the object where it applies. */
function invalidArguments(): Record<string, unknown> {
  const valid = validArguments();
  const { field_0: _dropped, ...missing } = valid;
  void _dropped;
  return {
    'unknown key': { ...valid, script: 'document.cookie' },
    'missing required key': missing,
    'wrong type': { ...valid, field_16: '16' },
    'string too long': { ...valid, field_15: 'x'.repeat(STRING_LIMIT + 1) },
    'non-object': null,
  };
}

/** A check written by hand for the bench tool (tool_500: strings up to 100, required when even). */
function handCheck(args: unknown): boolean {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return false;
  const object = args as Record<string, unknown>;
  let required = 0;
  for (const key in object) {
    if (!Object.prototype.hasOwnProperty.call(object, key)) continue;
    const value = object[key];
    switch (key) {
      case 'field_0':
      case 'field_6':
      case 'field_12':
      case 'field_18':
      case 'field_24':
        required++;
      // falls through
      case 'field_3':
      case 'field_9':
      case 'field_15':
      case 'field_21':
      case 'field_27':
        if (typeof value !== 'string' || (value.length > 100 && [...value].length > 100)) return false;
        break;
      case 'field_4':
      case 'field_10':
      case 'field_16':
      case 'field_22':
      case 'field_28':
        required++;
      // falls through
      case 'field_1':
      case 'field_7':
      case 'field_13':
      case 'field_19':
      case 'field_25':
        if (!Number.isSafeInteger(value)) return false;
        break;
      case 'field_2':
      case 'field_8':
      case 'field_14':
      case 'field_20':
      case 'field_26':
        required++;
      // falls through
      case 'field_5':
      case 'field_11':
      case 'field_17':
      case 'field_23':
      case 'field_29':
        if (value !== true && value !== false) return false;
        break;
      default:
        return false;
    }
  }
  return required === 15;
}

function loaded(items: unknown): Catalog {
  const result = loadCatalog(items);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Measures everything in one process and prints one table. */
export async function runCatalogBench(): Promise<void> {
  const items = largestCatalog();
  const catalog = loaded(items);
  const contenders = contendersFor(catalog, BENCH_TOOL);
  const cases: [string, unknown][] = [
    ['valid arguments', validArguments()],
    ...Object.entries(invalidArguments()),
  ];

  const rows: string[][] = [];
  const once = (label: string, fn: () => unknown) =>
    rows.push([
      label,
      formatRate(measure(label, fn).opsPerSecond),
      ...CONTENDER_HEADER.slice(1).map(() => ''),
    ]);
  once(`loadCatalog (${TOOLS} tools × ${FIELDS} fields)`, () => loadCatalog(items));
  once(`discover family_0 (${countEnabled(catalog, 'family_0')} tools)`, () => discover(catalog, 'family_0'));
  once('discover exact name', () => discover(catalog, 'family_0', BENCH_TOOL));
  for (const [label, args] of cases) {
    const isValid = label === 'valid arguments';
    rows.push(argumentRow(`${FIELDS}-field tool: ${label}`, contenders, args, isValid, handCheck));
  }
  rows.push(...typicalToolRows());
  console.log(
    `Catalog core, ${TOOLS} tools × ${FIELDS} fields, then typical small tools, median ops/s (Node ${process.version})`,
  );
  printTable(['operation', ...CONTENDER_HEADER], rows);
}

function countEnabled(catalog: Catalog, family: string): number {
  const result = discover(catalog, family);
  return result.ok ? result.value.length : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runCatalogBench();
}
