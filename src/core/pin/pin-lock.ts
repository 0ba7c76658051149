import { isPlainObject, ownValue, valueKind } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { ok, type Result } from '../result.ts';
import { refuse } from '../wording/refuse.ts';
import type { PinSet } from './pin-catalog.ts';
import { keyed, PINNED_FIELDS, type PinnedField } from './pinned-tool.ts';

/**
 * A lock file: each tool's pin by name, the hash of each pinned member (which tells what changed, and a
 * rename from an addition), the day it was written and the catalog it came from.
 */
export interface PinLock extends PinSet {
  /** The day the pins were taken, `YYYY-MM-DD` (UTC); null in a lock that does not say. */
  readonly generated: string | null;
  /** The catalog operand the pins came from, as given; null in a lock that does not say. */
  readonly catalog: string | null;
}

const SHA256_HEX = '^[0-9a-f]{64}$';
const IS_SHA256 = /* @__PURE__ */ new RegExp(SHA256_HEX);

/** A lock of `pins`, taken on `generated` from `catalog`. */
export function pinLock(pins: PinSet, generated: string, catalog: string): PinLock {
  return { tools: pins.tools, fields: pins.fields, generated, catalog };
}

/**
 * Reads a parsed lock file: `tools` maps names to SHA-256 hex, `fields` (optional) maps the same names to
 * the hashes of their pinned members, `generated` and `catalog` are optional strings. Anything else is
 * refused with `INVALID_INPUT` at its pointer, so a hand-edited lock never compares by accident.
 */
export function readPinLock(value: unknown): Result<PinLock> {
  if (!isPlainObject(value)) return wrongType('', 'object', value);
  for (const key of Object.keys(value)) {
    if (!LOCK_KEYS.has(key))
      return refuse('INVALID_INPUT', appendPointer('', key), 'unexpected_key', { key });
  }
  const tools = readHashes(ownValue(value, 'tools'), '/tools', null);
  if (!tools.ok) return tools;
  const fields = readFields(ownValue(value, 'fields'), tools.value);
  if (!fields.ok) return fields;
  const generated = optionalString(value, 'generated');
  if (!generated.ok) return generated;
  const catalog = optionalString(value, 'catalog');
  if (!catalog.ok) return catalog;
  return ok({ tools: tools.value, fields: fields.value, generated: generated.value, catalog: catalog.value });
}

const LOCK_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(['tools', 'fields', 'generated', 'catalog']);
const FIELD_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(PINNED_FIELDS);

/** An object of SHA-256 hex strings; with `keys`, only those keys may appear. */
function readHashes(
  value: unknown,
  at: string,
  keys: ReadonlySet<string> | null,
): Result<Record<string, string>> {
  if (!isPlainObject(value)) return wrongType(at, 'object', value);
  const hashes = keyed<string>();
  for (const [key, hash] of Object.entries(value)) {
    const where = appendPointer(at, key);
    if (keys !== null && !keys.has(key)) return refuse('INVALID_INPUT', where, 'unexpected_key', { key });
    if (typeof hash !== 'string') return wrongType(where, 'string', hash);
    if (!IS_SHA256.test(hash))
      return refuse('INVALID_INPUT', where, 'pattern_mismatch', { pattern: SHA256_HEX });
    hashes[key] = hash;
  }
  return ok(hashes);
}

/** The per-member hashes: absent in a lock that holds only pins, else one entry per pinned tool at most. */
function readFields(value: unknown, tools: Record<string, string>): Result<PinLock['fields']> {
  if (value === undefined) return ok(keyed());
  if (!isPlainObject(value)) return wrongType('/fields', 'object', value);
  const fields = keyed<Partial<Record<PinnedField, string>>>();
  for (const [name, members] of Object.entries(value)) {
    const at = appendPointer('/fields', name);
    if (!Object.hasOwn(tools, name)) return refuse('INVALID_INPUT', at, 'unexpected_key', { key: name });
    const read = readHashes(members, at, FIELD_KEYS);
    if (!read.ok) return read;
    fields[name] = read.value;
  }
  return ok(fields);
}

function optionalString(value: Record<string, unknown>, key: string): Result<string | null> {
  const member = ownValue(value, key);
  if (member === undefined) return ok(null);
  return typeof member === 'string' ? ok(member) : wrongType(`/${key}`, 'string', member);
}

function wrongType(path: string, expected: string, value: unknown): Result<never> {
  return refuse('INVALID_INPUT', path, 'wrong_type', { expected: [expected], received: valueKind(value) });
}
