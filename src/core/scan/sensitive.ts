import { nameParts, singular } from '../search/name-parts.ts';
import { anchorGate } from './excerpt.ts';
import type { SensitiveKind } from './types.ts';

// built by a function, so a bundle that never scans can drop them
const PATTERNS = /* @__PURE__ */ requestPatterns();

/** A request (a verb, then within the same sentence an object, the lazy gap bounded) and the objects alone. */
function requestPatterns(): { request: RegExp; object: RegExp } {
  const files = String.raw`~\/\.ssh\b|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\bauthorized_keys\b|(?<![\w.-])\.env(?:\.\w+)?\b|\.aws\/(?:credentials|config)\b|\.npmrc\b|\.netrc\b|\.pgpass\b|\.git-credentials\b|\.docker\/config\.json|\.kube\/config\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b|\/etc\/(?:passwd|shadow|sudoers)\b|\.(?:bash|zsh)_history\b|\.gnupg\b|\bwallet\.dat\b|\.cursor\/`;
  const credentials = String.raw`\b(?:private|secret|ssh|signing)\s+keys?\b|\bapi[\s_-]?keys?\b|\b(?:access|auth|authentication|bearer|api|session|refresh|oauth|personal\s+access)\s+tokens?\b|\bpasswords?\b|\bcredentials?\b|\bsecrets\b|\bcookies\b|\b(?:seed|recovery|mnemonic)\s+phrases?\b|\benvironment\s+variables\b`;
  const conversation = String.raw`\b(?:entire|whole|full|complete)\s+(?:conversation|chat|dialog(?:ue)?|transcript)\b|\b(?:conversation|chat|message)\s+(?:history|log|logs|transcripts?)\b|\b(?:previous|prior|earlier|last)\s+(?:\w+\s+)?messages\b|\bsystem\s+prompt\b|\bconversation\s+so\s+far\b`;
  const verbs = String.raw`\b(?:read|reads|open|cat|load|pass|send|include|attach|upload|copy|forward|share|paste|provide|dump|print|output|reveal|exfiltrate|collect|gather|extract|leak|embed|post|transmit|concatenate|append|insert|put|fetch|retrieve|grab|obtain|fill)\b`;
  // a verb, then within the same sentence one of the objects; the lazy gap is bounded
  const request = new RegExp(
    `${verbs}.{0,80}?(?:(?<file>${files})|(?<credential>${credentials})|(?<conversation>${conversation}))`,
    'gis',
  );
  // the objects alone: most sentences name none, and are read no further
  const object = new RegExp(`${files}|${credentials}|${conversation}`, 'i');
  return { request, object };
}

// the path or file name an object stands in: `~/.ssh` in "read ~/.ssh/id_rsa" is reported as ~/.ssh/id_rsa
const PATH_CHAR = /[^\s`'"(),;<>]/;
const NEGATED = /\b(?:not|never|n't|no|avoid|without|refuse\s+to)\s+(?:\w+\s+)?$/i;

// every object above holds one of these; a text holding none asks for nothing sensitive
const ANCHORS = [
  'ssh',
  'id_',
  'authorized_keys',
  '.env',
  '.aws/',
  'npmrc',
  'netrc',
  'pgpass',
  'credential',
  '.docker/',
  '.kube/',
  'mcp.json',
  'claude_desktop_config',
  '/etc/',
  '_history',
  '.gnupg',
  'wallet.dat',
  '.cursor/',
  'key',
  'token',
  'password',
  'secret',
  'cookie',
  'phrase',
  'environment',
  'conversation',
  'chat',
  'dialog',
  'transcript',
  'message',
  'prompt',
];

const GATE = /* @__PURE__ */ anchorGate(ANCHORS);

/** Whether a text names anything SENSITIVE_READ looks for, so its sentences are worth reading. */
export function maySense(text: string): boolean {
  return GATE.test(text);
}

/** Words of a tool's or parameter's name that make a kind of object its own business. */
const OWN_JOB: Readonly<Record<SensitiveKind, ReadonlySet<string>>> = {
  file: /* @__PURE__ */ new Set(['file', 'fs', 'filesystem', 'path', 'dir', 'directory', 'folder', 'ssh']),
  credential: /* @__PURE__ */ new Set([
    'token',
    'key',
    'apikey',
    'secret',
    'credential',
    'password',
    'auth',
    'login',
    'vault',
    'keychain',
    'cookie',
    'ssh',
  ]),
  conversation: /* @__PURE__ */ new Set([
    'chat',
    'conversation',
    'message',
    'history',
    'transcript',
    'thread',
    'memory',
    'prompt',
  ]),
};

/** A request to read or send something sensitive: the words, the object named, and its kind. */
export interface SensitiveRequest {
  readonly words: string;
  readonly object: string;
  readonly kind: SensitiveKind;
}

/**
 * The first request in a sentence to read or send a key or configuration file, a credential or the
 * conversation, unless it is negated ("never read .env") or the object is the job of the tool or the
 * parameter whose text it is (`owners`: their names).
 */
export function sensitiveRequest(sentence: string, owners: readonly string[]): SensitiveRequest | null {
  if (!PATTERNS.object.test(sentence)) return null;
  for (const match of sentence.matchAll(PATTERNS.request)) {
    if (NEGATED.test(sentence.slice(Math.max(0, match.index - 30), match.index))) continue;
    const groups = match.groups!;
    const kind: SensitiveKind =
      groups.file !== undefined ? 'file' : groups.credential !== undefined ? 'credential' : 'conversation';
    if (isOwnJob(kind, owners)) continue;
    const named = (groups.file ?? groups.credential ?? groups.conversation)!;
    const end = match.index + match[0].length;
    if (kind !== 'file') return { words: match[0], object: named.trim(), kind };
    const path = wholePath(sentence, end - named.length, end);
    return { words: sentence.slice(match.index, path.end), object: path.text, kind };
  }
  return null;
}

/** The whole path a file object stands in, from the characters around it that a path may hold. */
function wholePath(sentence: string, start: number, end: number): { text: string; end: number } {
  let from = start;
  let to = end;
  while (from > 0 && start - from < 200 && PATH_CHAR.test(sentence[from - 1]!)) from--;
  while (to < sentence.length && to - end < 200 && PATH_CHAR.test(sentence[to]!)) to++;
  const text = sentence
    .slice(from, to)
    .trim()
    .replace(/[.:]+$/, '');
  return { text, end: from + text.length };
}

/** Whether a kind of object is the business of a tool or parameter, by the words of their names. */
export function isOwnJob(kind: SensitiveKind, owners: readonly string[]): boolean {
  const words = OWN_JOB[kind];
  return owners.some((owner) => nameParts(owner).some((part) => words.has(singular(part))));
}
