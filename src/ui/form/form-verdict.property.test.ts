import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jsonEqual,
  loadCatalog,
  loadMcpToolsList,
  mcpToolCatalog,
  scalarToolCatalog,
  SYNTHETIC_CATALOG,
  type Catalog,
  type Tool,
} from '../../core/index.ts';
import { corpusRuns, sharedData } from '../../../scripts/shared-data.ts';
import { checkArguments } from '../arguments/check-arguments.ts';
import { formIssuesOf } from '../arguments/issue-words.ts';
import { sampleArgumentsText } from '../arguments/sample-text.ts';
import { RequestHandler } from '../import/handle-request.ts';
import { ISSUE_CAP } from '../import/issue-cap.ts';
import { withArgumentsStrings } from '../arguments/register-strings.ts';
import { PageText } from '../i18n/page-text.svelte.ts';
import { idSource } from './field-state.ts';
import { FormEditor } from './form-editor.svelte.ts';
import { FORM_FIXTURE_TOOLS } from './form-fixtures.ts';
import { placeIssues, type FormIssue } from './form-issues.ts';
import { expectedField, handles, shownArguments, type Payload } from './test-support.ts';

// about a second in `npm test`, 1000 under `npm run test:corpus`; FORM_PROPERTY_RUNS=2000 for a longer run
// the page's words the form's issues are in
const words = new PageText();
withArgumentsStrings(words);

const RUNS = Number(process.env.FORM_PROPERTY_RUNS ?? corpusRuns(1000, 80));

/** A tool the form edits, and how the page checks the arguments text the form writes. */
interface Subject {
  label: string;
  tool: Tool;
  sample: string;
  /** The JSON view's check of the text: a syntax problem, or the verdict and the issues the form places. */
  checkText: (
    text: string,
  ) => { kind: 'syntax' } | { kind: 'checked'; isValid: boolean; issues: FormIssue[] };
}

function mcpSubjects(label: string, tools: unknown[]): Subject[] {
  const loaded = loadMcpToolsList({ tools });
  if (!loaded.ok) throw new Error(`${label}: ${loaded.error.code} at ${loaded.error.path}`);
  // the schema worker, given the list once as the page gives it
  const handler = new RequestHandler();
  handler.useTools({ kind: 'tools', listText: JSON.stringify(loaded.value) });
  return mcpToolCatalog(loaded.value)
    .tools.filter((tool) => tool.schemaProblem === null)
    .map((tool) => ({
      label: `${label} ${tool.name}`,
      tool,
      sample: sampleArgumentsText(tool, 'required'),
      // what the Arguments view sends the worker, and the issues it gives the form
      checkText: (argsText) => {
        const reply = handler.answer({ id: 1, kind: 'check', tool: tool.name, argsText });
        if (reply.kind !== 'check') throw new Error('a check is answered with a check');
        const { outcome } = reply;
        if (outcome.kind === 'syntax') return { kind: 'syntax' };
        const { result } = outcome;
        return { kind: 'checked', isValid: result.ok, issues: formIssuesOf(words, result, tool.inputSchema) };
      },
    }));
}

function scalarSubjects(catalog: Catalog): Subject[] {
  return scalarToolCatalog(catalog)
    .tools.filter((tool) => tool.enabled)
    .map((tool) => ({
      label: `scalar ${tool.name}`,
      tool,
      sample: sampleArgumentsText(tool, 'all'),
      // what ArgumentsView checks, and the one error it gives the form
      checkText: (text) => {
        const check = checkArguments(tool, text);
        if (check.kind === 'syntax') return { kind: 'syntax' };
        const { result } = check;
        return { kind: 'checked', isValid: result.ok, issues: formIssuesOf(words, result, tool.inputSchema) };
      },
    }));
}

function corpusSubjects(): Subject[] {
  const folder = sharedData('the form’s verdict on the real MCP tool lists', 'mcp-real');
  if (folder === undefined) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => mcpSubjects(file, JSON.parse(readFileSync(join(folder, file), 'utf8')).tools));
}

const synthetic = loadCatalog(SYNTHETIC_CATALOG);
if (!synthetic.ok) throw new Error('the synthetic catalog must load');
const FIXTURES = mcpSubjects('fixture', [...FORM_FIXTURE_TOOLS]);
const SCALAR = scalarSubjects(synthetic.value);
const CORPUS = corpusSubjects();

/** A form on the subject's sample, and the arguments text the page holds, which the form writes. */
function open(subject: Subject) {
  const page = { text: subject.sample };
  const editor = new FormEditor(
    subject.tool.inputSchema,
    JSON.parse(subject.sample),
    page.text,
    'f',
    (next) => {
      page.text = next;
    },
    idSource(),
  );
  return { page, editor };
}

/** The law: what the page says of the form's arguments is what the tool's own check says of what the form shows. */
function expectVerdictOfShown(subject: Subject, editor: FormEditor, text: string): void {
  const shown = shownArguments(editor.node, editor.state);
  expect(editor.problems.map((problem) => problem.pointer)).toEqual(shown.leftOut);
  const verdict = subject.checkText(text);
  if (shown.value === undefined) {
    expect(verdict.kind).toBe('syntax');
    return;
  }
  expect(jsonEqual(JSON.parse(text), shown.value)).toBe(true);
  const truth = subject.tool.check(shown.value);
  expect(verdict).toMatchObject({ kind: 'checked', isValid: truth.ok });
  if (verdict.kind !== 'checked' || truth.ok) return;
  // the full engine ends a long list with one issue counting the rest; the worker sends that as a count
  const expected =
    truth.issues.length > 0 ? truth.issues.filter((i) => i.reason !== 'more_issues') : [truth.error];
  if (expected.length <= ISSUE_CAP)
    expect(verdict.issues.map((issue) => issue.path)).toEqual(expected.map((issue) => issue.path));
  const placed = placeIssues(editor.node, editor.state, verdict.issues).map((issue) => issue.pointer);
  expect(placed).toEqual(verdict.issues.map((issue) => expectedField(shown, issue.path, issue.missingKey)));
}

const arbPayload: fc.Arbitrary<Payload> = fc.record({
  n: fc.nat(),
  // numbers inside and past common bounds, text that is no number or no JSON, JSON of each kind, any text
  text: fc.oneof(
    fc.integer({ min: -2, max: 600 }).map(String),
    fc.constantFrom('', '1.5', '1e3', '1e', 'abc', '{', '{"a": 1}', '[1, "a"]', '"x"', 'true', 'null'),
    fc.constantFrom('OPEN', 'x'.repeat(300)),
    fc.string({ maxLength: 6 }),
  ),
});
const arbSteps = fc.array(fc.tuple(fc.noBias(fc.nat()), arbPayload), { minLength: 1, maxLength: 32 });

function run(subject: Subject, steps: readonly [number, Payload][]): void {
  const { page, editor } = open(subject);
  for (const [pick, payload] of steps) {
    const reachable = handles(editor.node, editor.state, (next) => (editor.state = next), editor.nextId);
    if (reachable.length === 0) return;
    reachable[pick % reachable.length]!(payload);
    editor.changed();
    expectVerdictOfShown(subject, editor, page.text);
  }
}

describe('FormEditor.changed', () => {
  it('refuses a number past its maximum while a choice beside it is left unchosen, at that number', () => {
    const subject = FIXTURES.find((candidate) => candidate.label === 'fixture list_issues')!;
    const { page, editor } = open(subject);
    const root = editor.state;
    if (root.kind !== 'object' || editor.node.kind !== 'object') throw new Error('an object form');
    const keys = editor.node.properties.map((property) => property.key);
    root.fields[keys.indexOf('state')] = { kind: 'choice', index: -1, other: null };
    editor.changed();
    root.fields[keys.indexOf('perPage')] = { kind: 'number', text: '500' };
    editor.changed();
    expect(JSON.parse(page.text)).toEqual({ owner: '', repo: '', perPage: 500 });
    expect(editor.problems).toEqual([{ pointer: '/state', reason: 'no_choice' }]);
    const verdict = subject.checkText(page.text);
    expect(verdict).toMatchObject({ kind: 'checked', isValid: false });
    if (verdict.kind !== 'checked') return;
    expect(placeIssues(editor.node, editor.state, verdict.issues).map((issue) => issue.pointer)).toEqual([
      '/perPage',
    ]);
  });

  it('keeps the verdict that of the arguments the form shows, through any add, choose, type, clear and remove (built-in tools)', () => {
    // the fixtures hold every kind of field; the scalar tools, flat ones, are drawn less often
    const subjects = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...FIXTURES) },
      { weight: 1, arbitrary: fc.constantFrom(...SCALAR) },
    );
    fc.assert(fc.property(subjects, arbSteps, run), { numRuns: RUNS });
  });

  it.skipIf(CORPUS.length === 0)(
    'keeps the verdict that of the arguments the form shows, through any add, choose, type, clear and remove (real MCP tools)',
    () => {
      fc.assert(fc.property(fc.constantFrom(...(CORPUS.length > 0 ? CORPUS : FIXTURES)), arbSteps, run), {
        numRuns: RUNS,
      });
    },
  );
});
