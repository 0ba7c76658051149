import { jsonEqual } from '../json-value.ts';
import { MCP_SCHEMA_OPTIONS } from '../mcp/read-tool.ts';
import type { ContractError } from '../result.ts';
import { compileSchema } from '../schema/index.ts';
import type { CompiledSchema } from '../schema/types.ts';
import { compareSchemas } from './compare-schemas.ts';
import { isDeclaredValue } from './declared-values.ts';
import type { Finding } from './finding.ts';
import { changeMessage, problemClause, reversed } from './messages.ts';
import { ANY_VALUES, candidateValues } from '../sample/candidate-values.ts';
import type {
  Callers,
  CounterexampleIssue,
  DiffParams,
  Direction,
  SchemaChange,
  SchemaSlot,
  Verdict,
} from './types.ts';

/** Random values of the side that held them, tried against the other when every change looks compatible. */
const SANITY_SAMPLES = 48;
/** Candidate counterexamples tried per change before it is called undecided. */
const MAX_TRIES = 64;
/** Candidate counterexamples tried per schema in all; changes left when it runs out are undecided. */
const MAX_CHECKS = 4096;
/** Checks times schema text: about 20 million characters of schema walked per schema pair at most. */
const CHECK_BUDGET_CHARS = 20_000_000;

// pure: bundles that never diff drop the table
const MIRROR: Readonly<Record<string, string>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ [
    ['required_added', 'required_removed'],
    ['property_added', 'property_removed'],
    ['open_object_property_added', 'open_object_property_removed'],
    ['type_narrowed', 'type_widened'],
    ['enum_value_removed', 'enum_value_added'],
    ['enum_added', 'enum_removed'],
    ['bound_tightened', 'bound_loosened'],
    ['multiple_of_tightened', 'multiple_of_loosened'],
    ['pattern_added', 'pattern_removed'],
    ['format_added', 'format_removed'],
    ['unique_items_added', 'unique_items_removed'],
    ['additional_properties_closed', 'additional_properties_opened'],
    ['schema_closed', 'schema_opened'],
    ['branch_added', 'branch_removed'],
    ['union_added', 'union_removed'],
    ['type_changed', 'type_changed'],
  ].flatMap(([one, other]) => [
    [one, other],
    [other, one],
  ]),
);

/**
 * The changes between two versions of one schema. Input: a change is breaking when the new schema refuses
 * arguments the old accepted that `callers` send (by default only declared properties); output: when the
 * new allows values the old did not. A break is proved by a counterexample both compiled schemas agree on;
 * a change neither proved compatible nor proved breaking is `undecided`.
 */
export function diffSchemas(
  before: SchemaSlot,
  after: SchemaSlot,
  direction: Direction,
  callers: Callers = 'declared',
): SchemaChange[] {
  const name = direction === 'input' ? 'inputSchema' : 'outputSchema';
  if (before.state === 'absent' && after.state === 'absent') return [];
  if (before.state === 'present' && after.state === 'present') {
    if (jsonEqual(before.schema, after.schema)) return [];
    // the server sends outputs: only inputs come from callers
    return diffPresent(before.schema, after.schema, direction, direction === 'input' ? callers : 'any');
  }
  if (direction === 'output' && before.state === 'absent' && after.state === 'present') {
    return [unchecked('output_schema_added', '', false, {})];
  }
  if (direction === 'output' && before.state === 'present' && after.state === 'absent') {
    const old = compileSchema(before.schema, MCP_SCHEMA_OPTIONS);
    const counterexample = old.ok ? ANY_VALUES.find((value) => !old.value.isValid(value)) : undefined;
    if (!old.ok || counterexample === undefined)
      return [unchecked('output_schema_removed', '', 'undecided', {})];
    const issue = withIssue(firstIssue(old.value, counterexample));
    return [{ ...unchecked('output_schema_removed', '', true, {}), counterexample, ...issue }];
  }
  return [unchecked(undecidedClass(direction), '', 'undecided', { cause: 'missing', schema: name })];
}

/** A change with no counterexample, its message its sentence. */
function unchecked(name: string, pointer: string, breaking: Verdict, params: DiffParams): SchemaChange {
  return { pointer, class: name, breaking, params, message: changeMessage(name, params) };
}

const undecidedClass = (direction: Direction) =>
  direction === 'input' ? 'schema_changed' : 'output_schema_changed';

function diffPresent(
  before: unknown,
  after: unknown,
  direction: Direction,
  callers: Callers,
): SchemaChange[] {
  const compiledBefore = compileSchema(before, MCP_SCHEMA_OPTIONS);
  const compiledAfter = compileSchema(after, MCP_SCHEMA_OPTIONS);
  if (!compiledBefore.ok || !compiledAfter.ok) {
    const { error } = !compiledBefore.ok
      ? compiledBefore
      : (compiledAfter as { ok: false; error: ContractError });
    const cause = !compiledBefore.ok ? 'old_not_checkable' : 'new_not_checkable';
    const params = { cause, problem: problemClause(error.message) };
    const refusal = { reason: error.reason, params: error.params };
    return [{ ...unchecked(undecidedClass(direction), error.path, 'undecided', params), refusal }];
  }
  // A holds the values that must stay accepted: the old arguments, or the new outputs
  const isInput = direction === 'input';
  const [rootA, rootB] = isInput ? [before, after] : [after, before];
  const [checkA, checkB] = isInput
    ? [compiledBefore.value, compiledAfter.value]
    : [compiledAfter.value, compiledBefore.value];
  // one budget of candidate checks per schema, so a schema with thousands of changes ends in bounded time
  // a check costs up to the size of the schemas, so larger schemas get fewer
  const size = JSON.stringify(before).length + JSON.stringify(after).length;
  let budget = Math.min(MAX_CHECKS, Math.ceil(CHECK_BUDGET_CHARS / size));
  // a counterexample is a value callers send: under `declared`, one with only declared properties
  const isSent = (value: unknown) => callers === 'any' || isDeclaredValue(value, rootA, rootA);
  const refuted = (value: unknown) => checkA.isValid(value) && !checkB.isValid(value) && isSent(value);
  const checker: Checker = {
    refutes: (value) => --budget >= 0 && refuted(value),
    isSpent: () => budget <= 0,
    issue: (value) => firstIssue(checkB, value),
  };
  const changes = unique(compareSchemas(rootA, rootB, isInput, callers)).map((finding) =>
    decide(finding, checker, direction),
  );
  if (changes.every((change) => change.breaking === false)) {
    const counterexample = candidateValues(rootA, rootA, SANITY_SAMPLES, 7).find(refuted);
    if (counterexample !== undefined) changes.push(sampledBreak(counterexample, checker, direction));
  }
  return changes;
}

function unique(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.pointer}\u0000${finding.class}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Tells whether a candidate proves a break, while the schema's budget of checks lasts, and why B refuses it. */
interface Checker {
  refutes(value: unknown): boolean;
  isSpent(): boolean;
  issue(value: unknown): CounterexampleIssue | undefined;
}

/**
 * The engine's first issue with a value, as data; past a union no branch of which matched, the first
 * issue of its closest branch, which says what to change.
 */
function firstIssue(schema: CompiledSchema, value: unknown): CounterexampleIssue | undefined {
  const issues = schema.validate(value);
  const issue = issues.find((each) => each.reason !== 'no_branch_matched') ?? issues[0];
  return issue && { path: issue.path, reason: issue.reason, params: issue.params };
}

function decide(finding: Finding, checker: Checker, direction: Direction): SchemaChange {
  const isInput = direction === 'input';
  const edit = isInput ? finding.class : (MIRROR[finding.class] ?? finding.class);
  const params = isInput ? finding.params : reversed(finding.params);
  const message = changeMessage(edit, params);
  const base = { pointer: finding.pointer, class: isInput ? edit : `output_${edit}`, params, message };
  if (finding.effect === 'widens') return { ...base, breaking: false };
  let counterexample: unknown;
  let tries = 0;
  if (checker.isSpent()) return { ...base, breaking: 'undecided' };
  for (const value of finding.witnesses()) {
    if (++tries > MAX_TRIES || checker.isSpent()) break;
    if (!checker.refutes(value)) continue;
    counterexample = value;
    break;
  }
  if (counterexample === undefined) return { ...base, breaking: 'undecided' };
  return { ...base, breaking: true, counterexample, ...withIssue(checker.issue(counterexample)) };
}

const withIssue = (counterexampleIssue: CounterexampleIssue | undefined) =>
  counterexampleIssue === undefined ? {} : { counterexampleIssue };

function sampledBreak(counterexample: unknown, checker: Checker, direction: Direction): SchemaChange {
  const cause = direction === 'input' ? 'refuses' : 'allows';
  const change = unchecked(undecidedClass(direction), '', true, { cause });
  return { ...change, counterexample, ...withIssue(checker.issue(counterexample)) };
}
