import {
  anchorGate,
  flatLower,
  isArmed,
  patternMatches,
  type NamedPattern,
  type PatternMatch,
} from './excerpt.ts';
import type { InstructionPattern } from './types.ts';

// Each pattern reads one sentence (at most MAX_SENTENCE characters) and has no nested quantifier, so its
// time is bounded by the sentence's length times the longest gap it allows; its anchors are words (a space
// stands for any white space) one of which every match holds, so a text without them is not read by it.
const PATTERNS: readonly NamedPattern<InstructionPattern>[] = [
  {
    name: 'override',
    pattern:
      /\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|former|original|system|initial|safety)\s+(?:instructions?|prompts?|rules|guidelines|directives|guardrails|messages|constraints|context)\b/i,
    anchors: ['ignore', 'disregard', 'forget'],
  },
  {
    name: 'override',
    pattern:
      /\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:your|the)\s+(?:instructions|system\s+prompt|guidelines)\b/i,
    anchors: ['ignore', 'disregard', 'forget'],
  },
  {
    name: 'override',
    pattern:
      /\byou\s+are\s+now\s+(?:in\s+)?(?:an?\s+)?(?:developer|admin|god|unrestricted|jailbroken|DAN)\b/i,
    anchors: ['developer', 'admin', 'god', 'unrestricted', 'jailbroken', 'dan'],
  },
  { name: 'override', pattern: /\bnew\s+(?:system\s+)?instructions?\s*:/i, anchors: ['instruction'] },
  {
    name: 'override',
    pattern:
      /\b(?:takes?|has|have)\s+(?:precedence|priority)\s+over\s+(?:all\s+|any\s+)?(?:other|previous|prior|user|system)\b/i,
    anchors: ['precedence', 'priority'],
  },
  { name: 'override', pattern: /<\|(?:im_start|im_end|system|endoftext)\|>/i, anchors: ['<|'] },
  {
    name: 'secrecy',
    pattern:
      /\b(?:do\s+not|don'?t|never|no\s+need\s+to|must\s+not|should\s+not|shouldn'?t|avoid)\s+(?:ever\s+|even\s+)?(?:tell|telling|mention|mentioning|inform|informing|notify|notifying|reveal|revealing|disclose|disclosing|alert|alerting)\b.{0,60}?\b(?:user|users|human|humans|anyone)\b/is,
    anchors: ['tell', 'mention', 'inform', 'notify', 'reveal', 'disclos', 'alert'],
  },
  {
    name: 'secrecy',
    pattern: /\b(?:do\s+not|don'?t|never)\s+(?:mention|reveal|disclose)\s+(?:that|this|it|these|anything)\b/i,
    anchors: ['mention', 'reveal', 'disclose'],
  },
  {
    name: 'secrecy',
    pattern:
      /\b(?:keep|hide|conceal)\s+(?:this|it|these|that)\s+(?:a\s+)?(?:secret|hidden|from\s+(?:the\s+)?user)\b/i,
    anchors: ['keep', 'hide', 'conceal'],
  },
  {
    name: 'secrecy',
    pattern: /\bwithout\s+(?:the\s+)?user(?:'s|s')?\s+(?:knowing|knowledge|noticing|seeing|awareness)\b/i,
    anchors: ['knowing', 'knowledge', 'noticing', 'seeing', 'awareness'],
  },
  {
    name: 'secrecy',
    pattern:
      /\b(?:the\s+)?user\s+(?:must|should|need|needs)\s*(?:not|never|n't)\s+(?:to\s+)?(?:know|see|be\s+told|notice|find\s+out|learn)\b/i,
    anchors: ['know', 'told', 'notice', 'find out', 'learn', 'see'],
  },
  {
    name: 'act_first',
    pattern:
      /\bbefore\s+(?:using|calling|invoking|running|executing|you\s+(?:use|call|invoke|run))\s+(?:this|the|any|each|every)\s+(?:tool|function)\b.{0,60}?\b(?:read|open|cat|load|send|pass|upload|copy|attach|include|collect|gather|provide)\b/is,
    anchors: ['before'],
  },
  {
    name: 'act_first',
    pattern:
      /\b(?:first|always|you\s+must|you\s+need\s+to)\s+(?:read|open|cat|load|send|upload|collect|gather)\b.{0,80}?\bbefore\s+(?:using|calling|invoking|running|answering|responding|replying|proceeding)\b/is,
    anchors: ['before'],
  },
  {
    name: 'act_first',
    pattern:
      /\binstead\s+of\s+(?:answering|responding\s+to|replying\s+to|doing\s+what|following)\s+(?:the\s+)?(?:user|request|question|task)/i,
    anchors: ['instead'],
  },
  {
    name: 'directive',
    pattern:
      /\b(?:all|every|each|any)\s+(?:other\s+|future\s+|subsequent\s+|shell\s+|terminal\s+|outgoing\s+)?(?:commands?|tool\s+calls?|function\s+calls?|emails?|messages?|requests?|quer(?:y|ies)|responses?|answers?|repl(?:y|ies))\b.{0,50}?\b(?:must|should|shall|need\s+to|has\s+to|have\s+to)\s+(?:always\s+)?(?:include|contain|be\s+prefixed|be\s+sent|be\s+forwarded|be\s+copied|be\s+cc'?d|be\s+bcc'?d|be\s+routed|be\s+redirected)\b/is,
    anchors: [
      'include',
      'contain',
      'prefixed',
      'sent',
      'forwarded',
      'copied',
      "cc'd",
      'ccd',
      'routed',
      'redirected',
    ],
  },
  {
    name: 'directive',
    pattern:
      /\b(?:prefix|prepend)\s+(?:every|each|all|any)\s+(?:commands?|calls?|requests?|messages?|queries|responses)\b/i,
    anchors: ['prefix', 'prepend'],
  },
  {
    name: 'directive',
    pattern: /\b(?:from\s+now\s+on|for\s+the\s+rest\s+of\s+(?:the|this)\s+(?:conversation|session))\b/i,
    anchors: ['from now on', 'rest of'],
  },
  {
    name: 'coercion',
    pattern:
      /\botherwise,?\s+(?:the\s+)?(?:tool|system|application|app|server|request|it)\s+(?:will|would)\s+(?:not\s+work|crash|break|be\s+blocked)\b/i,
    anchors: ['otherwise'],
  },
  {
    name: 'coercion',
    pattern: /\b(?:the\s+)?(?:system|application|app|server)\s+(?:will|would)\s+crash\b/i,
    anchors: ['crash'],
  },
  {
    name: 'coercion',
    pattern: /\ball\s+(?:the\s+|your\s+|user\s+)?data\s+will\s+be\s+lost\b/i,
    anchors: ['lost'],
  },
  { name: 'coercion', pattern: /\b(?:very\s+){2,6}important\b/i, anchors: ['important'] },
];

/** The instruction patterns a sentence matches (see docs/scan.md), earliest first; `armed` are those worth trying. */
export function instructionMatches(
  sentence: string,
  armed: readonly NamedPattern<InstructionPattern>[],
): PatternMatch<InstructionPattern>[] {
  return patternMatches(sentence, armed);
}

const GATE = /* @__PURE__ */ anchorGate(PATTERNS.flatMap((pattern) => pattern.anchors));

/** The instruction patterns whose anchors a text holds: none for most texts, which one search tells. */
export function armedInstructions(text: string): NamedPattern<InstructionPattern>[] {
  if (!GATE.test(text)) return [];
  const lower = flatLower(text);
  return PATTERNS.filter((pattern) => isArmed(lower, pattern.anchors));
}

// A block in the markup prompts use for system text; real servers' <examples> and <hints> are not among them.
const OPENING_TAG =
  /<\s*(important|system|instructions?|admin|critical|urgent|secret|hidden|override|priority|mandatory)\s*>|<!--/gi;
// what makes a block a demand rather than a note: an obligation, an order of events, or an action on the reader
const DEMAND =
  /\b(?:must|always|never|before|after|make\s+sure|ensure|required?|do\s+not|don'?t|need\s+to|have\s+to|read|pass|include|send|call|ignore|mention|tell)\b/i;
const BLOCK_LENGTH = 2000;

/** The first `<IMPORTANT>`-style block of a text whose content demands something: its opening and first words. */
export function demandingBlock(text: string): PatternMatch<'tag_block'> | null {
  for (const opening of text.matchAll(OPENING_TAG)) {
    const start = opening.index + opening[0].length;
    const closing = opening[1] === undefined ? '-->' : `</${opening[1].toLowerCase()}`;
    const rest = text.slice(start, start + BLOCK_LENGTH);
    const end = rest.toLowerCase().indexOf(closing);
    const content = end === -1 ? rest : rest.slice(0, end);
    if (DEMAND.test(content)) return { name: 'tag_block', words: opening[0] + content, index: opening.index };
  }
  return null;
}
