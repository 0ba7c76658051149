/**
 * Diffs each pair of consecutive versions of the real servers in ../shared/mcp-history/ and checks what
 * the default diff (callers send only declared properties) says: no break such a caller could not hit,
 * and for every break of a schema a counterexample that Ajv confirms and that sends only declared
 * properties; with `--callers any`, a property added to an open object stays a proved break.
 * Usage: npm run diff:history [-- <folder>]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ajvAccepts, ajvCompiles } from '../src/core/diff/test-support.ts';
import {
  changeClasses,
  counterexampleSentence,
  diffCatalogs,
  wordSentence,
  type DiffChange,
  type DiffOptions,
  type DiffReport,
} from '../src/core/index.ts';
import { sharedData } from './shared-data.ts';

/** One recorded version of a server's tool list. */
export interface HistoryVersion {
  readonly name: string;
  readonly server: string;
  readonly date: string;
  readonly tools: readonly Record<string, unknown>[];
}

/** What the check found for one pair: the default report and every way it fell short, as sentences. */
export interface PairCheck {
  readonly report: DiffReport;
  readonly problems: string[];
}

/** Every version in the folder (`<server>@<commit>.json`), oldest first within each server. */
export function readHistory(dir: string): HistoryVersion[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
        source: { date: string };
        tools: Record<string, unknown>[];
      };
      return { name, server: name.split('@')[0]!, date: file.source.date, tools: file.tools };
    })
    .sort((a, b) => a.server.localeCompare(b.server) || Date.parse(a.date) - Date.parse(b.date));
}

/** Each version with the next one of the same server. */
export function consecutivePairs(versions: readonly HistoryVersion[]): [HistoryVersion, HistoryVersion][] {
  return versions.flatMap((version, i) => {
    const next = versions[i + 1];
    return next !== undefined && next.server === version.server ? [[version, next]] : [];
  });
}

const SCHEMA_KEY = { input: 'inputSchema', output: 'outputSchema' } as const;
const COMBINING = ['allOf', 'anyOf', 'oneOf', 'not', 'if', '$ref', 'patternProperties', 'prefixItems'];
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The oracle for "sends only declared properties", written apart from the core: the schema with every
 * object that declares properties (its required ones among them) and leaves other keys open closed, where
 * it is reached through properties, items and additionalProperties alone.
 */
export function closedForDeclaredCallers(schema: unknown): unknown {
  if (!isObject(schema) || COMBINING.some((key) => key in schema)) return schema;
  const copy: Json = { ...schema };
  const properties = schema.properties;
  if (isObject(properties))
    copy.properties = Object.fromEntries(
      Object.entries(properties).map(([key, sub]) => [key, closedForDeclaredCallers(sub)]),
    );
  if (isObject(schema.items)) copy.items = closedForDeclaredCallers(schema.items);
  if (isObject(schema.additionalProperties))
    copy.additionalProperties = closedForDeclaredCallers(schema.additionalProperties);
  const isOpen = schema.additionalProperties === undefined || schema.additionalProperties === true;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  if (isObject(properties) && isOpen && required.every((key) => key in properties))
    copy.additionalProperties = false;
  return copy;
}

function diffed(old: HistoryVersion, next: HistoryVersion, options: DiffOptions): DiffReport {
  const outcome = diffCatalogs({ tools: old.tools }, { tools: next.tools }, options);
  if (!outcome.ok) throw new Error(`${outcome.side}: ${outcome.error.message}`);
  return outcome.value;
}

/** What is wrong with one break of a schema under the default, as sentences. */
function breakProblems(change: DiffChange, old: HistoryVersion, next: HistoryVersion): string[] {
  const where = `${change.tool} ${change.class} ${change.pointer}`;
  if (change.breaking !== true || !('counterexample' in change))
    return [`${where}: breaks without a counterexample (${String(change.breaking)}).`];
  const schemaOf = (version: HistoryVersion) =>
    version.tools.find((tool) => tool.name === change.tool)?.[SCHEMA_KEY[change.kind as 'input']];
  const [was, now] = [schemaOf(old), schemaOf(next)];
  const [holds, other] = change.kind === 'input' ? [was, now] : [now, was];
  const value = change.counterexample;
  const problems: string[] = [];
  if (ajvCompiles(holds) && ajvCompiles(other) && (!ajvAccepts(holds, value) || ajvAccepts(other, value)))
    problems.push(`${where}: Ajv does not confirm ${JSON.stringify(value)}.`);
  if (change.kind === 'input' && !ajvAccepts(closedForDeclaredCallers(was), value))
    problems.push(`${where}: ${JSON.stringify(value)} sends a property the old schema does not declare.`);
  if (change.counterexampleIssue === undefined) problems.push(`${where}: says nothing of why it is refused.`);
  return problems;
}

/** Diffs one pair under both assumptions and lists every way the verdicts fall short. */
export function checkPair(old: HistoryVersion, next: HistoryVersion): PairCheck {
  const report = diffed(old, next, {});
  const known = new Set(changeClasses());
  const problems = report.changes.flatMap((change) => [
    ...(known.has(change.class) ? [] : [`${change.tool}: unknown class ${change.class}.`]),
    ...(change.breaking !== false && (change.kind === 'input' || change.kind === 'output')
      ? breakProblems(change, old, next)
      : []),
  ]);
  for (const change of diffed(old, next, { callers: 'any' }).changes) {
    const isProved = change.breaking === true && 'counterexample' in change;
    if (change.class === 'open_object_property_added' && !isProved)
      problems.push(`${change.tool} ${change.pointer}: not a proved break under --callers any.`);
  }
  return { report, problems };
}

/** A break as the report lists it: tool, class, pointer, sentence and proof. */
export function breakLine(change: DiffChange): string {
  const proof = counterexampleSentence(change, 'en');
  const proved = proof === undefined ? '' : ` ${wordSentence(proof, 'en')}`;
  return `${change.tool} ${change.class} ${change.pointer}: ${change.message}${proved}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv[2];
  const dir =
    given === undefined ? sharedData('diff over real MCP version history', 'mcp-history') : resolve(given);
  if (dir !== undefined) {
    let failed = 0;
    for (const [old, next] of consecutivePairs(readHistory(dir))) {
      const { report, problems } = checkPair(old, next);
      failed += problems.length;
      console.log(
        `${old.name} → ${next.name}: ${report.changes.length} changes, ${report.breaking} breaking`,
      );
      for (const change of report.changes.filter((each) => each.breaking !== false))
        console.log(`  ${breakLine(change)}`);
      for (const problem of problems) console.log(`  PROBLEM ${problem}`);
    }
    console.log(
      failed === 0
        ? 'Every break carries a counterexample a declared caller can send.'
        : `${failed} problem(s).`,
    );
    if (failed > 0) process.exitCode = 1;
  }
}
