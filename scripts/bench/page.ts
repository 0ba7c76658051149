/**
 * The explorer in Chromium with the largest legal catalog (1000 tools × 30 fields), served in place of the
 * synthetic one with a manifest whose SHA-256 is computed here, so the page's integrity check passes honestly.
 * Reads the page's own performance measures (`tce:family-switch`, `tce:args-check`, `tce:form-input`: from the state change until
 * the DOM is updated) and, for the same interactions, the rendering work of the next frame (rAF to the task
 * after it: style, layout, paint). Run with `npm run bench:page`.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { loadCatalog, type FieldSpec, type FieldType, type ToolDefinition } from '../../src/core/index.ts';
import { CHROMIUM_ARGS, findBrowser } from '../browser-path.mjs';
import { buildSite } from '../bundle-size.ts';
import { startStaticServer } from '../serve-static.mjs';
import { sharedData } from '../shared-data.ts';
import { runBillRows } from './page-bill.ts';

const TOOLS = 1000;
const FIELDS = 30;
const FAMILIES = 10;
const KINDS: readonly FieldType[] = ['string', 'integer', 'boolean'];
const FAMILY_PAIRS = 60;
const FAMILY_WALK = 66;
const KEYSTROKES = 100;
const WARMUP = 10;
const FRAME_MS = 16;

/** The largest legal catalog: every tool enabled so `all` lists 1000; field j has kind j mod 3, required when even. */
export function largestCatalog(): ToolDefinition[] {
  return Array.from({ length: TOOLS }, (_, i) => ({
    name: `tool_${String(i).padStart(4, '0')}`,
    family: `family_${i % FAMILIES}`,
    effect: i % 3 === 0 ? 'change' : 'read',
    enabled: true,
    fields: Object.fromEntries(
      Array.from({ length: FIELDS }, (_, j): [string, FieldSpec] => [
        `field_${String(j).padStart(2, '0')}`,
        { type: KINDS[j % 3]!, required: j % 2 === 0, max_length: 20_000 },
      ]),
    ),
  }));
}

/** One interaction's timings in milliseconds: the page's measure, and the next frame's rendering work. */
interface Sample {
  measure: number;
  render: number;
}

declare global {
  interface Window {
    __frames?: { input: number; raf: number; done: number }[];
  }
}

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function serveCatalog(page: Page, catalog: ToolDefinition[]): Promise<void> {
  const body = JSON.stringify(catalog);
  const sha256 = createHash('sha256').update(body).digest('hex');
  await page.route('**/records/catalog.json', (route) =>
    route.fulfill({ body, contentType: 'application/json' }),
  );
  await page.route('**/records/manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.catalog = { file: 'catalog.json', sha256 };
    await route.fulfill({ response, json: manifest });
  });
}

/** Notes, for every key pressed, when the next frame starts (rAF) and when its rendering is done (the task after). */
function recordFrames(): void {
  window.__frames = [];
  addEventListener(
    'keydown',
    (event) => {
      const input = event.timeStamp;
      requestAnimationFrame(() => {
        const raf = performance.now();
        setTimeout(() => window.__frames!.push({ input, raf, done: performance.now() }));
      });
    },
    true,
  );
}

/** Presses a key, waits for the page's measure and the frame after it, and returns both timings. */
async function pressAndMeasure(page: Page, key: string, measureName: string): Promise<Sample> {
  const before = await page.evaluate(
    (name) => [performance.getEntriesByName(name).length, window.__frames!.length],
    measureName,
  );
  await page.keyboard.press(key);
  await page.waitForFunction(
    ([name, measures, frames]) =>
      performance.getEntriesByName(name as string).length > (measures as number) &&
      window.__frames!.length > (frames as number),
    [measureName, before[0]!, before[1]!] as const,
    { polling: 'raf' },
  );
  return page.evaluate(
    ([name, measures, frames]) => {
      const entries = performance.getEntriesByName(name as string).slice(measures as number);
      const frame = window.__frames![frames as number]!;
      return {
        measure: entries.reduce((sum, entry) => sum + entry.duration, 0),
        render: frame.done - frame.raf,
      };
    },
    [measureName, before[0]!, before[1]!] as const,
  );
}

/** How many tools the listbox lists: its options' set size when it renders only the rows in view, else their count. */
function listedTools(page: Page): Promise<number> {
  return page.getByRole('listbox', { name: 'Tools' }).evaluate((list) => {
    const options = list.querySelectorAll('[role="option"]');
    return Number(options[0]?.getAttribute('aria-setsize') ?? options.length);
  });
}

/** Alternates `all` and its neighbour (1000 and 100 tools), then walks every family; samples grouped by list sizes. */
async function benchFamilySwitch(page: Page, baseUrl: string): Promise<Map<string, Sample[]>> {
  await page.goto(baseUrl);
  await page.getByRole('radio', { name: new RegExp(`^family_${FAMILIES - 1}\\b`) }).waitFor();
  await page.getByRole('radio', { checked: true }).focus();
  const keys = [
    ...Array.from({ length: FAMILY_PAIRS * 2 }, (_, i) => (i % 2 === 0 ? 'ArrowRight' : 'ArrowLeft')),
    ...Array.from({ length: FAMILY_WALK }, () => 'ArrowRight'),
  ];
  const bySizes = new Map<string, Sample[]>();
  let count = await listedTools(page);
  for (const [i, key] of [...keys.slice(0, WARMUP), ...keys].entries()) {
    const sample = await pressAndMeasure(page, key, 'tce:family-switch');
    const before = count;
    count = await listedTools(page);
    if (i < WARMUP) continue;
    const label = `${before} → ${count} tools listed`;
    bySizes.set(label, [...(bySizes.get(label) ?? []), sample]);
  }
  return bySizes;
}

async function benchArguments(page: Page, baseUrl: string, tool: string): Promise<Sample[]> {
  await page.goto(`${baseUrl}?tool=${tool}&view=arguments`);
  const box = page.getByRole('textbox', { name: 'Arguments' });
  await box.waitFor();
  await box.evaluate((element: HTMLTextAreaElement) => {
    const at = element.value.indexOf('"field_00": "') + '"field_00": "'.length;
    element.focus();
    element.setSelectionRange(at, at);
  });
  const samples: Sample[] = [];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < WARMUP + KEYSTROKES; i++) {
    const sample = await pressAndMeasure(page, letters[i % letters.length]!, 'tce:args-check');
    if (i >= WARMUP) samples.push(sample);
  }
  const typed = Array.from({ length: WARMUP + KEYSTROKES }, (_, k) => letters[k % letters.length]).join('');
  const result = page.getByRole('status').filter({ hasText: 'Shape valid.' });
  if (!(await result.textContent())?.includes(typed))
    throw new Error('the arguments check does not show the typed arguments as valid');
  return samples;
}

/**
 * Types WARMUP + KEYSTROKES letters at the end of a form field and reads the form's measure for each
 * (the warm-up ones not kept); returns the samples, the field's text before and the letters typed.
 */
async function typeIntoFormField(
  page: Page,
  field: Locator,
): Promise<{ samples: Sample[]; before: string; typed: string }> {
  await field.evaluate((element: HTMLInputElement) => {
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  });
  const before = await field.inputValue();
  const samples: Sample[] = [];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let typed = '';
  for (let i = 0; i < WARMUP + KEYSTROKES; i++) {
    const letter = letters[i % letters.length]!;
    const sample = await pressAndMeasure(page, letter, 'tce:form-input');
    typed += letter;
    if (i >= WARMUP) samples.push(sample);
  }
  return { samples, before, typed };
}

/** Types into the first text field of the form (Form mode) and reads the form's measure: input handler until the DOM shows the check. */
async function benchFormTyping(page: Page, baseUrl: string, tool: string): Promise<Sample[]> {
  await page.goto(`${baseUrl}?tool=${tool}&view=arguments`);
  await page.getByRole('radio', { name: 'Form' }).click();
  const field = page.getByRole('textbox', { name: /^field_00\b/ });
  await field.waitFor();
  const { samples, before, typed } = await typeIntoFormField(page, field);
  const result = page.getByRole('status').filter({ hasText: 'Shape valid.' });
  if (!(await result.textContent())?.includes(`${before}${typed}`))
    throw new Error('the form check does not show the typed arguments as valid');
  return samples;
}

/** The real MCP servers' tools/list data (see its SOURCE.md), read in place, never copied. */

interface RealTool {
  name: string;
  inputSchema: { properties?: Record<string, { type?: unknown; enum?: unknown }>; required?: string[] };
}

/** The corpus's largest tool by the size of its input schema (as JSON), with its server's whole list. */
export function largestRealTool(dir: string): {
  file: string;
  tools: RealTool[];
  tool: RealTool;
  size: number;
} {
  let best: { file: string; tools: RealTool[]; tool: RealTool; size: number } | null = null;
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const { tools } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { tools: RealTool[] };
    for (const tool of tools) {
      const size = JSON.stringify(tool.inputSchema).length;
      if (!best || size > best.size) best = { file, tools, tool, size };
    }
  }
  if (!best) throw new Error(`no tools in ${dir}`);
  return best;
}

/** A top-level plain text property of a schema, a required one first: the field the visitor types in. */
export function textProperty(schema: RealTool['inputSchema']): { key: string; isRequired: boolean } {
  const texts = Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.type === 'string' && property.enum === undefined)
    .map(([key]) => ({ key, isRequired: (schema.required ?? []).includes(key) }));
  const chosen = texts.find((text) => text.isRequired) ?? texts[0];
  if (!chosen) throw new Error('the tool has no top-level text property to type in');
  return chosen;
}

/** Imports a server's tools/list as a visitor does (the file input), picks the tool, switches to Form and types. */
async function benchMcpFormTyping(
  page: Page,
  baseUrl: string,
  real: ReturnType<typeof largestRealTool>,
): Promise<Sample[]> {
  await page.goto(baseUrl);
  await page.getByRole('button', { name: 'Load your own catalog' }).click();
  const buffer = Buffer.from(JSON.stringify({ tools: real.tools }));
  await page
    .getByLabel('Choose a JSON file')
    .setInputFiles({ name: real.file, mimeType: 'application/json', buffer });
  // the MCP browser replaces the catalog's list, which bears the same name
  await page.getByRole('heading', { level: 2, name: 'MCP tools' }).waitFor();
  const list = page.getByRole('listbox', { name: 'Tools' });
  await list.focus();
  await page.keyboard.type(real.tool.name); // type-ahead makes it the active option; Enter chooses it
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 2, name: real.tool.name, exact: true }).waitFor();
  // the arguments editor is the tool's Arguments tab
  await page.getByRole('tab', { name: 'Arguments', exact: true }).click();
  await page.getByRole('radio', { name: 'Form' }).click();
  const { key, isRequired } = textProperty(real.tool.inputSchema);
  if (!isRequired) await page.getByRole('button', { name: `Add ${key}`, exact: true }).click();
  const field = page.getByRole('textbox', { name: new RegExp(`^${key}( \\(|$)`) });
  await field.waitFor();
  const { samples, before, typed } = await typeIntoFormField(page, field);
  if ((await field.inputValue()) !== `${before}${typed}`)
    throw new Error(`the ${key} field of ${real.tool.name} does not hold what was typed`);
  return samples;
}

function row(label: string, samples: readonly Sample[]): string[] {
  const measure = samples.map((s) => s.measure);
  const render = samples.map((s) => s.render);
  const total = samples.map((s) => s.measure + s.render);
  const ms = (value: number) => value.toFixed(2);
  return [
    label,
    String(samples.length),
    ms(percentile(measure, 50)),
    ms(percentile(measure, 95)),
    ms(percentile(render, 50)),
    ms(percentile(render, 95)),
    ms(percentile(total, 50)),
    ms(percentile(total, 95)),
    percentile(measure, 50) <= FRAME_MS ? 'yes' : 'NO',
  ];
}

function printRows(rows: string[][]): void {
  const header = [
    'interaction',
    'n',
    'page p50',
    'page p95',
    'render p50',
    'render p95',
    'sum p50',
    'sum p95',
    '≤16ms',
  ];
  const widths = header.map((title, c) => Math.max(title.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

async function main(): Promise<void> {
  const catalog = largestCatalog();
  const loaded = loadCatalog(catalog);
  if (!loaded.ok)
    throw new Error(`the generated catalog is not legal: ${loaded.error.code} at ${loaded.error.path}`);
  const outDir = mkdtempSync(join(tmpdir(), 'bench-page-'));
  buildSite(outDir);
  const served = await startStaticServer({ root: outDir, prefix: '/' });
  const browser = await chromium.launch({
    executablePath: findBrowser()?.executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.addInitScript(recordFrames);
    await serveCatalog(page, catalog);
    const families = await benchFamilySwitch(page, served.url);
    const keystrokes = await benchArguments(page, served.url, catalog[TOOLS - 1]!.name);
    const formKeystrokes = await benchFormTyping(page, served.url, catalog[TOOLS - 1]!.name);
    const corpus = sharedData('the MCP form row', 'mcp-real');
    const real = corpus ? largestRealTool(corpus) : null;
    const mcpKeystrokes = real ? await benchMcpFormTyping(page, served.url, real) : null;
    const all = [...families.values()].flat();
    console.log(
      `Explorer with ${TOOLS} tools × ${FIELDS} fields in ${FAMILIES} families (Chromium ${browser.version()}), ms:`,
    );
    printRows([
      row('family switch (arrow key), every switch', all),
      ...[...families].map(([target, samples]) => row(`  ${target}`, samples)),
      row(`arguments check per keystroke (${FIELDS} fields)`, keystrokes),
      row(`form typing per keystroke (${FIELDS} fields)`, formKeystrokes),
      ...(real && mcpKeystrokes
        ? [
            row(
              `MCP form typing per keystroke (${real.tool.name}, ${Object.keys(real.tool.inputSchema.properties ?? {}).length} properties, ${real.size} B schema)`,
              mcpKeystrokes,
            ),
          ]
        : []),
    ]);
    console.log(
      'page = performance measure in the page (state change until Svelte updated the DOM); render = the next frame from rAF to the task after it (style, layout, paint); sum = both.',
    );
    await runBillRows(page, outDir);
  } finally {
    await browser.close();
    await served.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
