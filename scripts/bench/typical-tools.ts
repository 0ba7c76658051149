/**
 * The typical call: a small tool (1, 3 or 5 fields) and tiny arguments, valid and invalid, side by side
 * in one run with Ajv validating the same generated inputSchema. Part of `npm run bench`.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { discover, loadCatalog, validateArguments, type Catalog } from '../../src/core/index.ts';
import { compare, formatRate } from './measure.ts';

/** Three tools as a browser agent's host declares them: a selector, then a few options. */
const TOOLS = [
  {
    name: 'observe',
    family: 'reading',
    effect: 'read',
    enabled: true,
    fields: { selector: { type: 'string', required: true, max_length: 500 } },
  },
  {
    name: 'scroll',
    family: 'reading',
    effect: 'read',
    enabled: true,
    fields: {
      selector: { type: 'string', required: true, max_length: 500 },
      pixels: { type: 'integer', required: false, max_length: 1 },
      smooth: { type: 'boolean', required: false, max_length: 1 },
    },
  },
  {
    name: 'fill',
    family: 'input',
    effect: 'change',
    enabled: true,
    fields: {
      selector: { type: 'string', required: true, max_length: 500 },
      text: { type: 'string', required: true, max_length: 2000 },
      clear: { type: 'boolean', required: false, max_length: 1 },
      delay: { type: 'integer', required: false, max_length: 1 },
      submit: { type: 'boolean', required: false, max_length: 1 },
    },
  },
];

/** For each tool: its field count, valid arguments, and two kinds of invalid ones. */
const CASES: { tool: string; fields: number; args: Record<string, unknown> }[] = [
  { tool: 'observe', fields: 1, args: { valid: { selector: 'main' }, 'wrong value': { selector: 7 } } },
  {
    tool: 'scroll',
    fields: 3,
    args: {
      valid: { selector: 'main', pixels: 400 },
      'wrong value': { selector: 'main', pixels: '400' },
      'unknown key': { selector: 'main', pixels: 400, speed: 2 },
    },
  },
  {
    tool: 'fill',
    fields: 5,
    args: {
      valid: { selector: '#q', text: 'weather', submit: true },
      'wrong value': { selector: '#q', text: 'weather', submit: 'yes' },
      'unknown key': { selector: '#q', text: 'weather', submit: true, script: 'x' },
    },
  },
];

/** Rows of `[operation, core, Ajv, core / Ajv]`, every case first confirmed to get the same verdict. */
export function typicalToolRows(): string[][] {
  const loaded = loadCatalog(TOOLS);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const catalog = loaded.value;
  const rows: string[][] = [];
  for (const { tool, fields, args } of CASES) {
    const ajvValidate = ajvFor(catalog, tool);
    for (const [label, value] of Object.entries(args)) {
      if (
        validateArguments(catalog, tool, value).ok !== ajvValidate(value) ||
        (label === 'valid') !== ajvValidate(value)
      )
        throw new Error(`core and Ajv disagree on ${tool}: ${label}`);
      const { core, ajv } = compare({
        core: () => validateArguments(catalog, tool, value),
        ajv: () => ajvValidate(value),
      });
      const ratio = `${(core!.opsPerSecond / ajv!.opsPerSecond).toFixed(2)}×`;
      rows.push([
        `${fields}-field tool (${tool}): ${label}`,
        formatRate(core!.opsPerSecond),
        formatRate(ajv!.opsPerSecond),
        '',
        ratio,
      ]);
    }
  }
  return rows;
}

function ajvFor(catalog: Catalog, tool: string): (args: unknown) => boolean {
  const description = discover(catalog, 'all', tool);
  if (!description.ok) throw new Error(description.error.message);
  return new Ajv2020({ allErrors: false }).compile(description.value[0]!.inputSchema);
}
