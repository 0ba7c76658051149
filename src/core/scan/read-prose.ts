import { appendPointer } from '../pointer.ts';
import type { Tool } from '../tool/tool.ts';
import { excerpt } from './excerpt.ts';
import { askedContext, filledParameters, mayAsk, mayFill } from './exfiltration.ts';
import type { HitSet } from './hit-set.ts';
import { armedInstructions, demandingBlock, instructionMatches } from './instruction.ts';
import type { NamedPattern, PatternMatch } from './excerpt.ts';
import type { BlobEvidence, InstructionPattern } from './types.ts';
import { encodedBlobs } from './encoded-blob.ts';
import { maySense, sensitiveRequest } from './sensitive.ts';
import { sentences } from './sentences.ts';
import { shadowing } from './shadowing.ts';
import { toolReferences, type NameIndex } from './tool-references.ts';
import type { ToolText } from './tool-texts.ts';

/** What the language rules need besides the text: the tool, every scanned tool's name, its parameters, and where hits go. */
export interface ProseContext {
  readonly tool: Tool;
  readonly index: NameIndex;
  /** The tool's input parameters (the top-level properties of its inputSchema). */
  readonly parameters: readonly string[];
  readonly hits: HitSet;
  /** The patterns that find a parameter filled, by its name, compiled once per scan. */
  readonly fillPatterns: Map<string, RegExp>;
  /** What each distinct prose text of the scan may hold: catalogs repeat their descriptions, so each is searched once. */
  readonly gates: Map<string, Gates>;
}

/** What a prose text may hold, whoever owns it: the searches that decide which rules read its sentences. */
export interface Gates {
  readonly block: PatternMatch<'tag_block'> | null;
  readonly instructions: readonly NamedPattern<InstructionPattern>[];
  readonly senses: boolean;
  /** The scanned tools it names (its own tool among them, if it names it). */
  readonly names: ReadonlySet<string>;
  readonly asks: boolean;
  readonly fills: boolean;
  /** Its long base64 and hex runs (see encodedBlobs). */
  readonly blobs: readonly BlobEvidence[];
}

/**
 * One reading of a prose text: where it is, which tool and parameter own it, whether it was hidden, and
 * which rules it may hold words for (each found by one search of the whole text).
 */
interface Reading {
  readonly text: ToolText;
  readonly hidden: boolean;
  readonly owners: readonly string[];
  /** The instruction patterns whose anchors the text holds. */
  readonly instructions: readonly NamedPattern<InstructionPattern>[];
  readonly senses: boolean;
  readonly names: boolean;
  readonly asks: boolean;
  readonly fills: boolean;
}

// shorter than this, a text cannot hold any pattern of the language rules
const SHORTEST = 8;

/**
 * Runs the language rules (INSTRUCTION_TEXT, SENSITIVE_READ, SHADOWING, EXFILTRATION_FIELD) over one
 * reading of a prose text: its visible words, or what its hidden or encoded runs decode to (`hidden`).
 * Each rule reads a sentence only when the whole text holds one of its anchor words.
 */
export function readProse(prose: string, text: ToolText, hidden: boolean, context: ProseContext): void {
  if (prose.length < SHORTEST) return;
  const gates = gatesOf(prose, context);
  if (gates.block !== null) {
    const evidence = { excerpt: excerpt(gates.block.words), hidden, patterns: [gates.block.name] };
    context.hits.add({ code: 'INSTRUCTION_TEXT', pointer: text.pointer, evidence });
  }
  const { tool, parameters } = context;
  const reading: Reading = {
    text,
    hidden,
    owners: text.parameter === null ? [tool.name] : [tool.name, text.parameter],
    instructions: gates.instructions,
    senses: gates.senses,
    names: gates.names.size > (gates.names.has(tool.name) ? 1 : 0),
    asks: gates.asks && isParameterText(text),
    fills: gates.fills && parameters.length > 0 && isToolText(text),
  };
  const { instructions, senses, names, asks, fills } = reading;
  if (instructions.length === 0 && !senses && !names && !asks && !fills) return;
  for (const sentence of sentences(prose)) readSentence(sentence, reading, context);
}

/** The gates of a prose text, searched once per distinct text of the scan. */
export function gatesOf(prose: string, context: ProseContext): Gates {
  let gates = context.gates.get(prose);
  if (gates === undefined) {
    const names = context.index.names.size > 1 ? toolReferences(prose, context.index, '') : [];
    gates = {
      block: prose.includes('<') ? demandingBlock(prose) : null,
      instructions: armedInstructions(prose),
      senses: maySense(prose),
      names: new Set(names.map((reference) => reference.name)),
      asks: mayAsk(prose),
      fills: mayFill(prose),
      blobs: encodedBlobs(prose),
    };
    context.gates.set(prose, gates);
  }
  return gates;
}

/** A description of one of the tool's input parameters (at any depth). */
function isParameterText(text: ToolText): boolean {
  return text.parameter !== null && text.role === 'description' && text.pointer.startsWith('/inputSchema/');
}

/** The tool's own description or title, which may tell the model what to put in a parameter. */
function isToolText(text: ToolText): boolean {
  return (
    text.pointer === '/description' || text.pointer === '/title' || text.pointer === '/annotations/title'
  );
}

function readSentence(sentence: string, reading: Reading, context: ProseContext): void {
  const { text, hidden } = reading;
  const lower = sentence.toLowerCase();
  const at = text.pointer;
  const instructions = instructionMatches(sentence, reading.instructions);
  if (instructions.length > 0) {
    const patterns = [...new Set(instructions.map((match) => match.name))];
    const evidence = { excerpt: excerpt(instructions[0]!.words), hidden, patterns };
    context.hits.add({ code: 'INSTRUCTION_TEXT', pointer: at, evidence });
  }
  const request = reading.senses ? sensitiveRequest(sentence, reading.owners) : null;
  if (request !== null) {
    const evidence = { excerpt: excerpt(request.words), hidden, object: request.object, kind: request.kind };
    context.hits.add({ code: 'SENSITIVE_READ', pointer: at, evidence });
  }
  if (reading.names) readShadowing(sentence, at, hidden, context);
  if (reading.asks || reading.fills) readExfiltration(sentence, lower, reading, context);
}

function readShadowing(sentence: string, at: string, hidden: boolean, context: ProseContext): void {
  const found = shadowing(sentence, toolReferences(sentence, context.index, context.tool.name));
  if (found === null) return;
  const evidence = {
    excerpt: excerpt(found.words),
    hidden,
    target: found.targets[0]!,
    targets: found.targets,
  };
  context.hits.add({ code: 'SHADOWING', pointer: at, evidence });
}

/**
 * EXFILTRATION_FIELD, pointing at the parameter: its own description asks for context, or the tool's
 * description or title tells the model to fill it with some.
 */
function readExfiltration(sentence: string, lower: string, reading: Reading, context: ProseContext): void {
  const { text, hidden, owners } = reading;
  const at = text.pointer;
  if (reading.asks) {
    const asked = askedContext(sentence, lower, owners);
    if (asked === null) return;
    const parameter = at.slice(0, -'/description'.length);
    const evidence = {
      excerpt: excerpt(asked.words),
      hidden,
      parameter: text.parameter!,
      source: at,
      asks: asked.asks,
    };
    context.hits.add({ code: 'EXFILTRATION_FIELD', pointer: parameter, evidence });
    return;
  }
  for (const filled of filledParameters(sentence, context.parameters, context.fillPatterns)) {
    const pointer = appendPointer(appendPointer('/inputSchema', 'properties'), filled.parameter);
    const evidence = {
      excerpt: excerpt(filled.words),
      hidden,
      parameter: filled.parameter,
      source: at,
      asks: filled.asks,
    };
    context.hits.add({ code: 'EXFILTRATION_FIELD', pointer, evidence });
  }
}
