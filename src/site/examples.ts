import {
  appendPointer,
  isObjectValue,
  valueKind,
  type CallRecord,
  type RecordCall,
  type RecordTitle,
} from '../core/index.ts';
import { hasTool, type SiteCatalog } from './site-catalog.ts';
import { siteRefusal, type SiteResult } from './site-error.ts';

/** An example as the records store it, before the core computes its outcome. */
export type Example = Omit<CallRecord, 'outcome'>;

// ids become file names next to catalog.json, so they are plain words that cannot name another file
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const RESERVED_IDS = new Set(['catalog', 'descriptions', 'manifest']);
const EXAMPLE_KEYS = new Set(['id', 'title', 'call']);
const CALL_KEYS = {
  discover: new Set(['op', 'family', 'name']),
  validate_arguments: new Set(['op', 'name', 'arguments']),
};

/**
 * Reads an examples file: an array of `{ id, title, call }` where `call` is a record call (`discover` or
 * `validate_arguments`) naming tools of the catalog; the outcomes are not read, the core computes them.
 */
export function readExamples(value: unknown, site: SiteCatalog): SiteResult<Example[]> {
  return readExampleList(value, (item, at) => readExample(item, at, site));
}

/** Reads an examples file, an array, with `readOne` for each item (located at `/i`); an id used twice is refused. */
export function readExampleList<T extends { id: string }>(
  value: unknown,
  readOne: (item: unknown, at: string) => SiteResult<T>,
): SiteResult<T[]> {
  if (!Array.isArray(value)) return siteRefusal('INVALID_INPUT', '', 'examples_not_an_array');
  const examples: T[] = [];
  const seen = new Set<string>();
  for (const [i, item] of value.entries()) {
    const example = readOne(item, `/${i}`);
    if (!example.ok) return example;
    if (seen.has(example.value.id)) return siteRefusal('INVALID_INPUT', `/${i}/id`, 'duplicate_id');
    seen.add(example.value.id);
    examples.push(example.value);
  }
  return { ok: true, value: examples };
}

/** One example as an object whose keys are all among `keys`, or its defect at `at`. */
export function exampleObject(
  item: unknown,
  at: string,
  keys: ReadonlySet<string>,
): SiteResult<Record<string, unknown>> {
  if (!isObjectValue(item))
    return siteRefusal('INVALID_INPUT', at, 'not_an_object', {
      subject: 'example',
      received: valueKind(item),
    });
  const extra = Object.keys(item).find((key) => !keys.has(key));
  if (extra !== undefined)
    return siteRefusal('INVALID_INPUT', appendPointer(at, extra), 'unknown_key', { key: extra });
  return { ok: true, value: item };
}

function readExample(value: unknown, at: string, site: SiteCatalog): SiteResult<Example> {
  const object = exampleObject(value, at, EXAMPLE_KEYS);
  if (!object.ok) return object;
  const item = object.value;
  const { id } = item;
  if (typeof id !== 'string' || !ID_PATTERN.test(id) || RESERVED_IDS.has(id)) {
    return siteRefusal('INVALID_INPUT', `${at}/id`, 'bad_example_id');
  }
  const title = readTitle(item.title);
  if (!title) return siteRefusal('INVALID_INPUT', `${at}/title`, 'bad_title');
  const call = readCall(item.call, `${at}/call`, site);
  return call.ok ? { ok: true, value: { id, title, call: call.value } } : call;
}

/** A title in both languages; Korean falls back to the English text when the owner gave none. */
export function readTitle(title: unknown): RecordTitle | null {
  if (typeof title === 'string' && title !== '') return { en: title, ko: title };
  if (!isObjectValue(title) || typeof title.en !== 'string' || title.en === '') return null;
  if (title.ko !== undefined && typeof title.ko !== 'string') return null;
  if (Object.keys(title).some((key) => key !== 'en' && key !== 'ko')) return null;
  return { en: title.en, ko: title.ko || title.en };
}

function readCall(call: unknown, at: string, site: SiteCatalog): SiteResult<RecordCall> {
  if (!isObjectValue(call) || (call.op !== 'discover' && call.op !== 'validate_arguments')) {
    return siteRefusal('INVALID_INPUT', `${at}/op`, 'bad_call_op');
  }
  const extra = Object.keys(call).find((key) => !CALL_KEYS[call.op as keyof typeof CALL_KEYS].has(key));
  if (extra !== undefined)
    return siteRefusal('INVALID_INPUT', appendPointer(at, extra), 'unknown_key', { key: extra });
  const name = call.name ?? null;
  if (call.op === 'discover') {
    if (typeof call.family !== 'string')
      return siteRefusal('INVALID_INPUT', `${at}/family`, 'bad_family_name');
    if (name !== null && typeof name !== 'string')
      return siteRefusal('INVALID_INPUT', `${at}/name`, 'bad_discover_name');
  } else if (typeof name !== 'string') {
    return siteRefusal('INVALID_INPUT', `${at}/name`, 'bad_validate_name');
  } else if (!Object.hasOwn(call, 'arguments')) {
    return siteRefusal('INVALID_INPUT', `${at}/arguments`, 'missing_arguments');
  }
  if (name !== null && !hasTool(site, name))
    return siteRefusal('UNKNOWN_TOOL', `${at}/name`, 'unknown_tool', { name });
  return {
    ok: true,
    value:
      call.op === 'discover'
        ? { op: 'discover', family: call.family as string, name }
        : { op: 'validate_arguments', name: name as string, arguments: call.arguments },
  };
}
