/**
 * The typical call: a small tool (1, 3 or 5 fields) and small arguments, valid and each kind of invalid,
 * side by side in one run with zod 4, valibot and Ajv given the same generated inputSchema. Part of
 * `npm run bench`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../../src/core/index.ts';
import { argumentRow, CONTENDER_HEADER, contendersFor } from './argument-contenders.ts';
import { printTable } from './measure.ts';

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

const LONG_SELECTOR = '#results > li:nth-child(3) '.repeat(8).slice(0, 200);

/** For each tool: its field count, valid arguments, and each kind of invalid ones, one defect each. */
const CASES: { tool: string; fields: number; args: Record<string, unknown> }[] = [
  {
    tool: 'observe',
    fields: 1,
    args: {
      'valid arguments': { selector: 'main' },
      'unknown key': { selector: 'main', script: 'x' },
      'missing required key': {},
      'wrong type': { selector: 7 },
      'string too long': { selector: 'x'.repeat(501) },
      'non-object': 'main',
    },
  },
  {
    tool: 'scroll',
    fields: 3,
    args: {
      'valid arguments': { selector: LONG_SELECTOR, pixels: 400, smooth: true },
      'unknown key': { selector: LONG_SELECTOR, pixels: 400, speed: 2 },
      'missing required key': { pixels: 400, smooth: true },
      'wrong type': { selector: LONG_SELECTOR, pixels: '400' },
      'string too long': { selector: 'x'.repeat(501), pixels: 400 },
      'non-object': null,
    },
  },
  {
    tool: 'fill',
    fields: 5,
    args: {
      'valid arguments': { selector: '#q', text: 'weather', submit: true },
      'unknown key': { selector: '#q', text: 'weather', submit: true, script: 'x' },
      'missing required key': { selector: '#q', submit: true },
      'wrong type': { selector: '#q', text: 'weather', submit: 'yes' },
      'string too long': { selector: '#q', text: 'x'.repeat(2001), submit: true },
      'non-object': ['#q', 'weather'],
    },
  },
];

/** One row per case, every contender timed side by side after they agree on the verdict. */
export function typicalToolRows(): string[][] {
  const loaded = loadCatalog(TOOLS);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const catalog = loaded.value;
  const rows: string[][] = [];
  for (const { tool, fields, args } of CASES) {
    const contenders = contendersFor(catalog, tool);
    for (const [label, value] of Object.entries(args)) {
      rows.push(
        argumentRow(
          `${fields}-field tool (${tool}): ${label}`,
          contenders,
          value,
          label === 'valid arguments',
        ),
      );
    }
  }
  return rows;
}

// `npx tsx scripts/bench/typical-tools.ts` times the small tools alone, in a process of their own
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`Typical small tools, median ops/s (Node ${process.version})`);
  printTable(['operation', ...CONTENDER_HEADER], typicalToolRows());
}
