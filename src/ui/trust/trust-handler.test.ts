import { describe, expect, it } from 'vitest';
import { importCatalog, pinCatalog, scanTools, toolCatalog, wordScanFinding } from '../../core/index.ts';
import { PIN_HASHING } from '../../cli/commands/pin-hashing.ts';
import { POISONED_TOOL, SMUGGLED, WEATHER_LIST } from '../../../e2e/cost-trust-data.ts';
import { evidenceText } from './evidence-text.ts';
import { trustOf } from './trust-handler.ts';

describe('trustOf', () => {
  it('pins every tool as tool-contract pin does (Web Crypto over the core canonical text)', async () => {
    const outcome = await trustOf({ text: JSON.stringify(WEATHER_LIST) });
    const cli = pinCatalog(WEATHER_LIST, PIN_HASHING);
    if (!outcome.ok || !cli.ok) throw new Error('refused');
    expect(outcome.pins).toEqual({ ...cli.value.tools });
    expect(outcome.noPins).toBeNull();
  });

  it('reports the scan of the command line, with the smuggled text decoded', async () => {
    const outcome = await trustOf({ text: JSON.stringify(WEATHER_LIST) });
    const imported = importCatalog(WEATHER_LIST);
    if (!outcome.ok || !imported.ok) throw new Error('refused');
    const scanned = scanTools(toolCatalog(imported.value).tools);
    expect(outcome.findings.map(({ finding }) => finding)).toEqual(scanned);
    expect(outcome.findings.map(({ words }) => words.en)).toEqual(scanned.map((finding) => finding.message));
    expect(outcome.findings[0]!.words.ko).toBe(wordScanFinding(scanned[0]!, 'ko'));
    const hidden = outcome.findings.find(({ finding }) => finding.code === 'HIDDEN_TEXT')!.finding;
    expect(hidden.tool).toBe(POISONED_TOOL);
    expect(evidenceText(hidden)).toEqual({ text: SMUGGLED, isDecoded: true });
    expect(outcome.tools).toBe(WEATHER_LIST.tools.length);
  });

  it('pins a list from the file it was read from as from its text', async () => {
    const outcome = await trustOf({ text: new Blob([JSON.stringify(WEATHER_LIST, null, 2)]) });
    const cli = pinCatalog(WEATHER_LIST, PIN_HASHING);
    if (!outcome.ok || !cli.ok) throw new Error('refused');
    expect(outcome.pins).toEqual({ ...cli.value.tools });
  });

  it('pins nothing for a catalog with a lone surrogate, and says why', async () => {
    const text = JSON.stringify({
      tools: [{ name: 'a', description: 'x\ud800', inputSchema: { type: 'object' } }],
    });
    const outcome = await trustOf({ text });
    expect(outcome.ok && [outcome.pins, outcome.noPins]).toEqual([null, 'lone_surrogate']);
  });
});
