import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAME_RULES } from './names.ts';
import { PROVIDER_LABELS, PROVIDERS, RULES } from './rules.ts';

const doc = readFileSync(new URL('../../../docs/providers.md', import.meta.url), 'utf8');
const headings = [...doc.matchAll(/^### ([a-z-]+)$/gm)].map((match) => match[1]);

describe('RULES', () => {
  it('has one entry in docs/providers.md per rule id, and no entry without a rule', () => {
    expect([...headings].sort()).toEqual(Object.keys(RULES).sort());
  });

  it('says in docs/providers.md whether each rule is confirmed, as RULES does', () => {
    for (const [id, rule] of Object.entries(RULES)) {
      const section = doc.slice(doc.indexOf(`### ${id}\n`)).split('\n### ')[0] ?? '';
      expect(section, id).toMatch(rule.status === 'confirmed' ? /\*\*Confirmed/ : /\*\*Unconfirmed/);
    }
  });

  it('names each rule after its provider', () => {
    for (const [id, rule] of Object.entries(RULES)) expect(id.startsWith(`${rule.provider}-`)).toBe(true);
  });

  it('gives every provider a label and a name rule of its own', () => {
    expect(Object.keys(PROVIDER_LABELS)).toEqual([...PROVIDERS]);
    for (const provider of PROVIDERS) expect(RULES[NAME_RULES[provider].rule].provider).toBe(provider);
  });
});
