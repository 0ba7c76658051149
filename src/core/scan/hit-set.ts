import type { ScanHit } from './types.ts';

/**
 * The hits of one tool, one per code and pointer, so an allow-list entry names exactly one finding: a
 * second INSTRUCTION_TEXT or SHADOWING hit at the same place adds its patterns or targets to the first;
 * any other second hit is dropped (the first one's evidence stands).
 */
export class HitSet {
  readonly #hits = new Map<string, ScanHit>();

  /** Adds a hit, or merges it into the hit of the same code at the same pointer. */
  add(hit: ScanHit): void {
    const key = `${hit.code} ${hit.pointer}`;
    const first = this.#hits.get(key);
    if (first === undefined) this.#hits.set(key, hit);
    else this.#hits.set(key, merged(first, hit));
  }

  /** The hits in the order they were first added. */
  list(): ScanHit[] {
    return [...this.#hits.values()];
  }
}

function merged(first: ScanHit, next: ScanHit): ScanHit {
  if (first.code === 'INSTRUCTION_TEXT' && next.code === 'INSTRUCTION_TEXT') {
    const patterns = [...new Set([...first.evidence.patterns, ...next.evidence.patterns])];
    return { ...first, evidence: { ...first.evidence, patterns } };
  }
  if (first.code === 'SHADOWING' && next.code === 'SHADOWING') {
    const targets = [...new Set([...first.evidence.targets, ...next.evidence.targets])];
    return { ...first, evidence: { ...first.evidence, targets } };
  }
  return first;
}
