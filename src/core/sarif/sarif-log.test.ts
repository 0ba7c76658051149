import { describe, expect, it } from 'vitest';
import { sarifLog, type SarifFinding, type SarifRun } from './sarif-log.ts';

const TEXT = '{\n  "tools": [\n    { "name": "a", "description": "x" }\n  ]\n}\n';
const rule = {
  id: 'HIDDEN_TEXT',
  summary: 'Hidden text.',
  help: 'Text a reader cannot see.',
  level: 'error' as const,
};
const finding = (over: Partial<SarifFinding> = {}): SarifFinding => ({
  ruleId: 'HIDDEN_TEXT',
  level: 'error',
  message: 'Hidden.',
  artifact: 0,
  pointer: '/tools/0/description',
  ...over,
});
const run = (over: Partial<SarifRun> = {}): SarifRun => ({
  tool: { name: 'tool-contract', version: '1.2.3' },
  columnKind: 'unicodeCodePoints',
  artifacts: [{ uri: 'tools.json', uriBaseId: '%SRCROOT%', text: TEXT }],
  rules: [rule],
  findings: [finding()],
  ...over,
});
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const only = (log: ReturnType<typeof sarifLog>) => log.runs[0] as Json;

describe('sarifLog', () => {
  it('writes one run: the tool and its rules, the artifact, the column kind and the newlines it counted', () => {
    const log = sarifLog(run());
    expect(log.version).toBe('2.1.0');
    const { tool, artifacts, columnKind, newlineSequences } = only(log);
    expect(tool.driver).toEqual({
      name: 'tool-contract',
      version: '1.2.3',
      rules: [
        {
          id: 'HIDDEN_TEXT',
          shortDescription: { text: 'Hidden text.' },
          fullDescription: { text: 'Text a reader cannot see.' },
          help: { text: 'Text a reader cannot see.' },
          defaultConfiguration: { level: 'error' },
        },
      ],
    });
    expect([artifacts, columnKind, newlineSequences]).toEqual([
      [{ location: { uri: 'tools.json', uriBaseId: '%SRCROOT%' } }],
      'unicodeCodePoints',
      ['\r\n', '\n'],
    ]);
  });

  it('places each result where its pointer’s value starts, with its rule, level and message', () => {
    expect(only(sarifLog(run())).results).toEqual([
      {
        ruleId: 'HIDDEN_TEXT',
        ruleIndex: 0,
        level: 'error',
        message: { text: 'Hidden.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'tools.json', uriBaseId: '%SRCROOT%', index: 0 },
              region: { startLine: 3, startColumn: 35 },
            },
            logicalLocations: [{ fullyQualifiedName: '/tools/0/description' }],
          },
        ],
        properties: { pointer: '/tools/0/description' },
      },
    ]);
  });

  it('uses a position the finding gives over its pointer, and reports an accepted finding as suppressed', () => {
    const log = sarifLog(
      run({ findings: [finding({ pointer: '', position: { line: 2, column: 7 }, justification: 'known' })] }),
    );
    const [result] = only(log).results;
    expect(result.locations[0].physicalLocation.region).toEqual({ startLine: 2, startColumn: 7 });
    expect(result.locations[0].logicalLocations).toBeUndefined();
    expect(result.suppressions).toEqual([{ kind: 'external', status: 'accepted', justification: 'known' }]);
  });

  it('lists no artifact for standard input and places its results by pointer only', () => {
    const log = sarifLog(run({ artifacts: [{ uri: null, text: TEXT }] }));
    expect(only(log).artifacts).toEqual([]);
    expect(only(log).results[0].locations).toEqual([
      { logicalLocations: [{ fullyQualifiedName: '/tools/0/description' }] },
    ]);
  });

  it('leaves the region out when the artifact has no text', () => {
    const log = sarifLog(run({ artifacts: [{ uri: 'big.json', text: null }] }));
    expect(only(log).results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'big.json', index: 0 },
    });
  });

  it('throws for a finding whose rule was not given: a bug of its caller', () => {
    expect(() => sarifLog(run({ rules: [] }))).toThrow('No rule HIDDEN_TEXT');
  });
});
