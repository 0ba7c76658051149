import { isWellFormedText } from '../gate/document-rules.ts';
import { appendPointer } from '../pointer.ts';
import { ok, type Result } from '../result.ts';
import { refuse } from '../wording/refuse.ts';
import { keyed, PINNED_FIELDS, pinnedTools, type PinnedField, type PinnedTool } from './pinned-tool.ts';

/**
 * What a pin is made with, passed in so the core stays free of dependencies: an RFC 8785 (JCS)
 * canonicalizer of JSON data, and SHA-256 of a text's UTF-8 bytes as lowercase hex.
 */
export interface PinHashing {
  readonly canonicalize: (value: unknown) => string;
  readonly sha256: (text: string) => string;
}

/** Each tool's pin by name, and the hash of each pinned member apart, which tells what changed. */
export interface PinSet {
  readonly tools: Readonly<Record<string, string>>;
  readonly fields: Readonly<Record<string, Readonly<Partial<Record<PinnedField, string>>>>>;
}

/**
 * The pins of a parsed catalog's tools: SHA-256 of the JCS text of each tool's pinned object, and of each
 * pinned member on its own. A string or key holding a lone surrogate cannot be written as JCS, so it
 * refuses the catalog at its pointer.
 */
export function pinCatalog(value: unknown, hashing: PinHashing): Result<PinSet> {
  const read = pinnedTools(value);
  if (!read.ok) return read;
  const tools = keyed<string>();
  const fields = keyed<Partial<Record<PinnedField, string>>>();
  for (const tool of read.value) {
    const broken = loneSurrogateAt(tool.pinned);
    if (broken !== null) return refuse('INVALID_TOOL', tool.at + broken, 'lone_surrogate', {});
    tools[tool.name] = pinOf(tool.pinned, hashing);
    fields[tool.name] = fieldPins(tool, hashing);
  }
  return ok({ tools, fields });
}

/** The pin of one value: SHA-256 of its canonical JSON. */
function pinOf(value: unknown, { canonicalize, sha256 }: PinHashing): string {
  return sha256(canonicalize(value));
}

function fieldPins(tool: PinnedTool, hashing: PinHashing): Partial<Record<PinnedField, string>> {
  const pins: Partial<Record<PinnedField, string>> = {};
  for (const field of PINNED_FIELDS) {
    const member = tool.pinned[field];
    if (member !== undefined) pins[field] = pinOf(member, hashing);
  }
  return pins;
}

/**
 * The pointer of the first string or key that holds a lone surrogate, or null; a loop over a stack of
 * values and their pointers, so a deeply nested schema cannot exhaust the call stack.
 */
export function loneSurrogateAt(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (!isWellFormedText(item)) return at;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], appendPointer(at, i)]);
    } else if (typeof item === 'object' && item !== null) {
      const keys = Object.keys(item);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const child = appendPointer(at, key);
        if (!isWellFormedText(key)) return child;
        pending.push([(item as Record<string, unknown>)[key], child]);
      }
    }
  }
  return null;
}
