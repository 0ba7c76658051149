import { locatePointers, type ColumnKind, type PointerPlace, type TextPosition } from './locate-pointers.ts';

/** How serious a result is, in SARIF's words. */
export type SarifLevel = 'error' | 'warning' | 'note';

/** One rule (a code a finding can have): its one-line summary, its help text and its default level. */
export interface SarifRule {
  readonly id: string;
  readonly summary: string;
  readonly help: string;
  readonly level: SarifLevel;
  /** More about the rule for code scanning, e.g. `tags`. */
  readonly properties?: Readonly<Record<string, unknown>>;
}

/** A file the findings point into: its URI (null for standard input, which has none) and its text. */
export interface SarifArtifact {
  /** A relative reference against `uriBaseId` (`tools/list.json`), or an absolute `file:` URI. */
  readonly uri: string | null;
  readonly uriBaseId?: string;
  /** The JSON text the pointers point into; null when there is none (a file refused by its size). */
  readonly text: string | null;
}

/** One finding: its rule, level and sentence, and the JSON pointer into one artifact it is about. */
export interface SarifFinding {
  readonly ruleId: string;
  readonly level: SarifLevel;
  readonly message: string;
  /** The index of the artifact in SarifRun.artifacts. */
  readonly artifact: number;
  readonly pointer: string;
  /** Where the text itself says the finding is (a syntax error), in place of the pointer's place. */
  readonly position?: TextPosition;
  readonly properties?: Readonly<Record<string, unknown>>;
  /** Why the finding is accepted on purpose; it is then reported as suppressed. */
  readonly justification?: string;
}

/** What one run of a tool found: the tool, how columns are counted, the files, the rules and the findings. */
export interface SarifRun {
  readonly tool: { readonly name: string; readonly version: string };
  readonly columnKind: ColumnKind;
  readonly artifacts: readonly SarifArtifact[];
  readonly rules: readonly SarifRule[];
  readonly findings: readonly SarifFinding[];
}

/** The SARIF 2.1.0 log object, ready for JSON.stringify. */
export interface SarifLog {
  readonly $schema: string;
  readonly version: '2.1.0';
  readonly runs: readonly Record<string, unknown>[];
}

/** The schema a log names: OASIS SARIF 2.1.0 with its first errata. */
export const SARIF_SCHEMA =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

/**
 * A SARIF 2.1.0 log of one run: one rule per code with its help text, one result per finding at the line
 * and column where its pointer's value starts in the artifact's text (each text read once), in the run's
 * `columnKind`. A finding whose rule is not among the rules is a bug of the caller and throws.
 */
export function sarifLog(run: SarifRun): SarifLog {
  const ruleIndex = new Map(run.rules.map((rule, i) => [rule.id, i]));
  const listed = listedArtifacts(run.artifacts);
  const places = run.artifacts.map((artifact, i) => placesIn(artifact, run.findings, i, run.columnKind));
  const results = run.findings.map((finding) => {
    const index = ruleIndex.get(finding.ruleId);
    if (index === undefined) throw new Error(`No rule ${finding.ruleId} was given for a finding.`);
    const place = finding.position ?? places[finding.artifact]?.get(finding.pointer)?.position;
    return result(finding, index, listed[finding.artifact] ?? null, place);
  });
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: { name: run.tool.name, version: run.tool.version, rules: run.rules.map(descriptor) },
        },
        artifacts: listed.flatMap((artifact) => (artifact === null ? [] : [{ location: artifact.location }])),
        columnKind: run.columnKind,
        newlineSequences: ['\r\n', '\n'],
        results,
      },
    ],
  };
}

interface ListedArtifact {
  readonly location: { uri: string; uriBaseId?: string };
  readonly index: number;
}

/** Each artifact with a URI and its index among those listed; null for one without (standard input). */
function listedArtifacts(artifacts: readonly SarifArtifact[]): (ListedArtifact | null)[] {
  let next = 0;
  return artifacts.map(({ uri, uriBaseId }) => {
    if (uri === null) return null;
    const location = uriBaseId === undefined ? { uri } : { uri, uriBaseId };
    return { location, index: next++ };
  });
}

function placesIn(
  artifact: SarifArtifact,
  findings: readonly SarifFinding[],
  index: number,
  columnKind: ColumnKind,
): Map<string, PointerPlace | null> {
  if (artifact.text === null) return new Map();
  const pointers = findings.filter((finding) => finding.artifact === index).map((finding) => finding.pointer);
  return locatePointers(artifact.text, pointers, columnKind);
}

function descriptor(rule: SarifRule): Record<string, unknown> {
  return {
    id: rule.id,
    shortDescription: { text: rule.summary },
    fullDescription: { text: rule.help },
    help: { text: rule.help },
    defaultConfiguration: { level: rule.level },
    ...(rule.properties === undefined ? {} : { properties: rule.properties }),
  };
}

function result(
  finding: SarifFinding,
  ruleIndex: number,
  artifact: ListedArtifact | null,
  place: TextPosition | undefined,
): Record<string, unknown> {
  const region = place === undefined ? {} : { region: { startLine: place.line, startColumn: place.column } };
  const physical =
    artifact === null
      ? {}
      : {
          physicalLocation: { artifactLocation: { ...artifact.location, index: artifact.index }, ...region },
        };
  const logical =
    finding.pointer === '' ? {} : { logicalLocations: [{ fullyQualifiedName: finding.pointer }] };
  return {
    ruleId: finding.ruleId,
    ruleIndex,
    level: finding.level,
    message: { text: finding.message },
    locations: [{ ...physical, ...logical }],
    ...(finding.justification === undefined
      ? {}
      : { suppressions: [{ kind: 'external', status: 'accepted', justification: finding.justification }] }),
    properties: { pointer: finding.pointer, ...finding.properties },
  };
}
