import { anchorGate, isArmed } from './excerpt.ts';
import { isOwnJob } from './sensitive.ts';
import type { ContextKind, SensitiveKind } from './types.ts';

// what a parameter's description may ask the model to put in it that the user did not ask for
const ASKS: readonly { kind: ContextKind; pattern: RegExp; anchors: readonly string[] }[] = [
  {
    kind: 'conversation',
    anchors: [
      'conversation',
      'chat',
      'dialog',
      'discussion',
      'transcript',
      'message',
      'prompt',
      'context',
      'everything',
    ],
    pattern:
      /\b(?:entire|whole|full|complete|current|recent)\s+(?:conversation|chat|dialog(?:ue)?|discussion|transcript)\b|\b(?:conversation|chat|message|dialog(?:ue)?)\s+(?:history|log|logs|transcripts?|so\s+far)\b|\b(?:all\s+|the\s+)?(?:previous|prior|earlier|past|last)\s+(?:user\s+)?messages\b|\bsystem\s+prompt\b|\bcontext\s+window\b|\beverything\s+(?:you|the\s+user)\s+(?:know|knows|said|have|has)\b/i,
  },
  {
    kind: 'tool_output',
    anchors: ['output', 'result', 'response'],
    pattern:
      /\b(?:outputs?|results?|responses?)\s+(?:of|from)\s+(?:all\s+|any\s+|the\s+)?(?:other|previous|prior|earlier|every|each|recent)\s+(?:tools?|tool\s+calls?|calls?|functions?)\b|\b(?:other|previous|prior)\s+tools?'?\s+(?:outputs?|results?|responses?)\b/i,
  },
  {
    kind: 'file_contents',
    anchors: ['file', 'document'],
    pattern:
      /\b(?:contents?|text)\s+of\s+(?:any|all|every|each|the)\s+(?:files?|documents?)\s+(?:that\s+)?(?:you|the\s+(?:assistant|model|user))\s+(?:have\s+|has\s+|had\s+)?(?:read|opened|seen|accessed|loaded)\b|\b(?:files?|documents?)\s+(?:you|the\s+(?:assistant|model))\s+(?:have|has)\s+(?:read|opened|seen)\b/i,
  },
];

// a sentence that tells the model to put something in a named parameter: "pass its content as 'sidenote'"
const CARRIED =
  /\b(?:contents?|files?|history|conversation|messages|everything|transcript|(?:full|entire|complete|whole|all|raw)\s+(?:output|results?|text)|keys?|tokens?|credentials|passwords?|secrets)\b/i;
// every verb of fillPattern's pattern holds one of these
const FILL_ANCHORS = [
  'pass',
  'put',
  'include',
  'add',
  'send',
  'provide',
  'place',
  'insert',
  'append',
  'concatenate',
  'fill',
  'write',
  'attach',
  'copy',
];

const OWNER_KIND: Readonly<Record<ContextKind, SensitiveKind>> = {
  conversation: 'conversation',
  tool_output: 'conversation',
  file_contents: 'file',
};

const ASK_GATE = /* @__PURE__ */ anchorGate(ASKS.flatMap((ask) => ask.anchors));
const FILL_GATE = /* @__PURE__ */ anchorGate(FILL_ANCHORS);

/** Whether a parameter's description may ask for context, so its sentences are worth reading. */
export function mayAsk(text: string): boolean {
  return ASK_GATE.test(text);
}

/** Whether a tool's description may tell the model to fill a parameter, so its sentences are worth reading. */
export function mayFill(text: string): boolean {
  return FILL_GATE.test(text) && CARRIED.test(text);
}

/** What a parameter's description asks the model to fill it with, unless that is the tool's own job. */
export function askedContext(
  sentence: string,
  lower: string,
  owners: readonly string[],
): { words: string; asks: ContextKind } | null {
  for (const { kind, pattern, anchors } of ASKS) {
    if (!isArmed(lower, anchors)) continue;
    const match = pattern.exec(sentence);
    if (match !== null && !isOwnJob(OWNER_KIND[kind], owners)) return { words: match[0], asks: kind };
  }
  return null;
}

/**
 * The parameters a sentence (of a tool's description) tells the model to fill with file contents, keys,
 * the conversation or other tools' output, and the words that say so.
 */
export function filledParameters(
  sentence: string,
  parameters: readonly string[],
  patterns: Map<string, RegExp>,
): { parameter: string; words: string; asks: ContextKind }[] {
  const carried = CARRIED.exec(sentence);
  if (carried === null) return [];
  const found: { parameter: string; words: string; asks: ContextKind }[] = [];
  for (const parameter of parameters) {
    if (!sentence.includes(parameter)) continue;
    const match = fillPattern(parameter, patterns).exec(sentence);
    if (match !== null) found.push({ parameter, words: match[0], asks: carriedKind(carried[0]) });
  }
  return found;
}

/** The pattern that finds a parameter filled by a sentence, compiled once per name (`patterns` keeps them). */
function fillPattern(parameter: string, patterns: Map<string, RegExp>): RegExp {
  let pattern = patterns.get(parameter);
  if (pattern === undefined) {
    const name = parameter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const fill = String.raw`\b(?:pass|put|include|add|send|provide|place|insert|append|concatenate|fill|write|attach|copy)\b.{0,80}?\b(?:as|in|into|inside|to|via|under|within)\s+(?:the\s+)?(?:(?:parameter|argument|field|param)\s+)?`;
    pattern = new RegExp(`${fill}([\`'"]?)${name}\\1(?![\\w-])`, 'is');
    patterns.set(parameter, pattern);
  }
  return pattern;
}

function carriedKind(words: string): ContextKind {
  if (/history|conversation|messages|transcript|everything/i.test(words)) return 'conversation';
  return /output|result/i.test(words) ? 'tool_output' : 'file_contents';
}
