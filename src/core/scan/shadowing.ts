import type { ToolReference } from './tool-references.ts';

// A tool named in a sentence is replaced by OPEN index CLOSE (private-use characters), so each pattern
// below reads "a tool" in one place, and the index says which.
const OPEN = '\ue000';
const CLOSE = '\ue001';
// built by a function, so a bundle that never scans can drop them
const TRIGGERS: readonly RegExp[] = /* @__PURE__ */ triggers();

/** The patterns of shadowing, each reading a tool named in a sentence as `REF`. */
function triggers(): RegExp[] {
  const REF = String.raw`(?:the\s+)?(?:\([^)\n]{1,40}\)\s*)?[\`'"]?${OPEN}(\d+)${CLOSE}[\`'"]?(?:\s+tool)?`;
  return [
    // "When (mcp_whatsapp) send_message is invoked, …"
    new RegExp(
      String.raw`\b(?:when|whenever|if|once|each\s+time|every\s+time|any\s+time|anytime|after|before)\b.{0,60}?${REF}.{0,30}?\b(?:is|are|gets?|being|has\s+been)\s+(?:used|called|invoked|run|executed|triggered)\b`,
      'is',
    ),
    // "whenever you call send_email, always add …"
    new RegExp(
      String.raw`\b(?:when|whenever|before|after|while|each\s+time|every\s+time|if)\s+(?:you\s+)?(?:use|call|invoke|run|execute|using|calling|invoking|running|executing)\s+${REF}.{0,80}?\b(?:always|must|make\s+sure|ensure|be\s+sure|remember\s+to|add|append|prepend|include|insert|set|change|replace|send|forward|cc|bcc|copy|redirect|route|attach)\b`,
      'is',
    ),
    // "the mcp_tool_send_email tool must send all emails to …" (but not "must be called first", "should be used")
    new RegExp(
      String.raw`${REF}\s+(?:must|should|shall|has\s+to|needs\s+to|is\s+required\s+to|will\s+need\s+to|always|never)\b(?!\s+(?:not\s+|never\s+|only\s+|first\s+)?be\s+(?:used|called|invoked|run|preferred|avoided|chosen)\b)`,
      'i',
    ),
    // "all calls to send_email must …"
    new RegExp(
      String.raw`\b(?:calls?|invocations?|uses?|requests?|emails?|messages?|arguments?|parameters?)\s+(?:to|of|with|via|through|using|for|sent\s+(?:with|via|by))\s+${REF}.{0,60}?\b(?:must|should|shall|always|never|need\s+to|has\s+to|have\s+to)\b`,
      'is',
    ),
    // "change the recipient of send_message to …"
    new RegExp(
      String.raw`\b(?:change|set|replace|override|modify|redirect|alter|rewrite|swap)\s+(?:the\s+)?(?:recipients?|destination|address|target|url|endpoint|arguments?|parameters?|fields?|body|bcc|cc|channel|chat|path)\b.{0,40}?\b(?:of|for|in|when\s+calling|when\s+using|passed\s+to|sent\s+to)\s+${REF}`,
      'is',
    ),
    // "a very important side effect on the also present send_email tool"
    new RegExp(
      String.raw`\b(?:side[-\s]effects?\s+(?:on|for|of)|overrides?|intercepts?|hooks?\s+into|takes?\s+precedence\s+over|modifies\s+the\s+behaviou?r\s+of)\s+(?:the\s+)?(?:(?:also\s+)?(?:present|available|existing|other|installed)\s+)?${REF}`,
      'i',
    ),
  ];
}

/** A sentence's words that change how another tool is called, and the tools they name so. */
export interface Shadowing {
  readonly words: string;
  readonly targets: readonly string[];
}

/**
 * Whether a sentence changes how another tool is called or what it does (see docs/scan.md): the words
 * of the first pattern that matches, and the tools it names. Naming a tool as a source of input or as the
 * better choice matches none of the patterns.
 */
export function shadowing(sentence: string, references: readonly ToolReference[]): Shadowing | null {
  if (references.length === 0) return null;
  let marked = '';
  let at = 0;
  references.forEach((reference, i) => {
    if (reference.start < at) return;
    marked += sentence.slice(at, reference.start).replaceAll(OPEN, ' ') + OPEN + i + CLOSE;
    at = reference.end;
  });
  marked += sentence.slice(at).replaceAll(OPEN, ' ');
  for (const trigger of TRIGGERS) {
    const match = trigger.exec(marked);
    if (match === null) continue;
    const targets = [...match[0].matchAll(/\ue000(\d+)\ue001/g)].map((m) => references[Number(m[1])]!.name);
    const words = match[0].replace(/\ue000(\d+)\ue001/g, (_, i: string) => references[Number(i)]!.name);
    return { words, targets: [...new Set(targets)] };
  }
  return null;
}
