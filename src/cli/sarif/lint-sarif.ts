import {
  PROVIDER_LABELS,
  RULES,
  type RuleId,
  type SarifFinding,
  type SarifLevel,
  type SarifRule,
} from '../../core/index.ts';
import type { LintReport } from '../commands/lint-report.ts';
import type { Problem } from '../problem.ts';
import { sarifArtifact } from './artifact.ts';
import { catalogCodeHelp } from './code-help.ts';
import { sarifText } from './sarif-text.ts';
import { toolPlaces } from './tool-places.ts';

/** The catalog as `lint` read it: its text and parsed value, or null for both when it could not be parsed. */
export interface LintedFile {
  readonly text: string | null;
  readonly value: unknown;
}

/**
 * `lint --format sarif`: one rule per provider rule that fired (its id from docs/providers.md) or per code
 * that refused the catalog, one result per finding, `error` where the provider refuses the tool and
 * `warning` where it accepts it and does not enforce the rule, each at the line where its pointer's value
 * starts. A scalar tool's findings point into the description `discover` generates, so they are placed
 * at the tool's definition.
 */
export function lintSarif(report: LintReport, file: LintedFile, version: string): string {
  const places = toolPlaces(file.value);
  const findings = report.problems.map((problem): SarifFinding => {
    const inFile = problem.input === 'catalog';
    const place = problem.tool === undefined ? undefined : places.byName.get(problem.tool);
    return {
      ruleId: problem.rule ?? problem.code,
      level: levelOf(problem),
      message: problem.message,
      artifact: 0,
      pointer: inFile ? problem.path : (place ?? places.list),
      ...positionOf(problem),
      properties: {
        code: problem.code,
        ...(problem.tool === undefined ? {} : { tool: problem.tool }),
        input: problem.input,
        path: problem.path,
      },
    };
  });
  const rules = new Map<string, SarifRule>();
  for (const [i, problem] of report.problems.entries()) {
    const id = findings[i]!.ruleId;
    if (!rules.has(id)) rules.set(id, ruleOf(id, problem, findings[i]!.level));
  }
  const artifacts = [sarifArtifact(report.catalog, file.text)];
  return sarifText(version, { artifacts, rules: [...rules.values()], findings });
}

function levelOf(problem: Problem): SarifLevel {
  return problem.effect === 'ignored' ? 'warning' : 'error';
}

/** A refusal of text that is not JSON says where the text breaks: that is where its result goes. */
function positionOf(problem: Problem): Pick<SarifFinding, 'position'> {
  const params = problem.params as { line?: unknown; column?: unknown } | undefined;
  if (
    problem.code !== 'INVALID_JSON' ||
    typeof params?.line !== 'number' ||
    typeof params.column !== 'number'
  )
    return {};
  // the refusal counts columns in code points, as the run does
  return { position: { line: params.line, column: params.column } };
}

function ruleOf(id: string, problem: Problem, level: SarifLevel): SarifRule {
  if (problem.rule !== undefined && Object.hasOwn(RULES, problem.rule)) {
    const info = RULES[problem.rule as RuleId];
    const provider = `${PROVIDER_LABELS[info.provider].name}${info.strictOnly ? ' (strict mode)' : ''}`;
    const source =
      info.status === 'confirmed'
        ? "confirmed in the provider's own documents"
        : 'not confirmed by the provider';
    return {
      id,
      summary: `${problem.code}: ${info.summary}`,
      help: `${provider} rule ${id}: ${info.summary} Its source is listed under ${id} in docs/providers.md (${source}).`,
      level,
      properties: { tags: ['tool-contract', 'lint', info.provider] },
    };
  }
  const help = catalogCodeHelp(problem.code);
  return { id, summary: help, help, level, properties: { tags: ['tool-contract', 'lint'] } };
}
