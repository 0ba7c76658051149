import { isPlainObject, ownValue } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { ANY_DIALECT } from '../schema/subschema-keywords.ts';
import type { Tool } from '../tool/tool.ts';

/** What part of a tool a text is, which decides the rules that read it. */
export type TextRole = 'name' | 'title' | 'description' | 'key' | 'value';

/** One text a model reads in a tool, where it is, and what part it plays. */
export interface ToolText {
  /** RFC 6901 pointer inside the tool; for a key, the pointer of its member. */
  readonly pointer: string;
  readonly text: string;
  readonly role: TextRole;
  /** The input parameter the text belongs to (a property of the inputSchema, at any depth); null elsewhere. */
  readonly parameter: string | null;
}

/**
 * How a value inside a schema is read: as a schema, a map of named schemas, a list of schemas, a schema's
 * own description or title, or data (enum, const, default, examples, unknown keywords).
 */
type Place = 'schema' | 'map' | 'list' | 'annotation' | 'data';

/** A value met by the walk; its pointer is made from its parent's only when a text inside it is kept. */
interface Visit {
  readonly value: unknown;
  readonly parent: Visit | null;
  /** Its key in its parent, or the pointer of the walk's root. */
  readonly key: string | number;
  readonly place: Place;
  readonly parameter: string | null;
  /** For a map: the keyword that holds it (`properties`, `$defs`…). */
  readonly keyword: string | null;
  pointer: string | null;
}

/** Which texts a walk keeps: a scan keeps prose and texts that may hide characters. */
export type KeepText = (text: string, role: TextRole) => boolean;

// `items` holds one schema (2020-12) or a list of them (draft-07); the walk reads a list's items as schemas
const SUBSCHEMAS = /* @__PURE__ */ new Set([...ANY_DIALECT.one, 'items']);
const SCHEMA_MAPS = /* @__PURE__ */ new Set(ANY_DIALECT.map);
const SCHEMA_LISTS = /* @__PURE__ */ new Set(ANY_DIALECT.many);

/**
 * Every text of a tool a model reads, in document order: its name, titles and description, then every key
 * and string of its input and output schemas (property names, descriptions at every depth, enum and const
 * values, defaults, examples). The walk keeps its own stack, so a schema of any depth is read in full.
 */
export function toolTexts(tool: Tool, keep: KeepText = () => true): ToolText[] {
  const annotationTitle = tool.hints?.title ?? null;
  const own: [string, string | null, TextRole][] = [
    ['/name', tool.name, 'name'],
    ['/title', tool.title === annotationTitle ? null : tool.title, 'title'],
    ['/annotations/title', annotationTitle, 'title'],
    ['/description', tool.description, 'description'],
  ];
  const texts: ToolText[] = [];
  for (const [pointer, text, role] of own)
    if (text !== null && keep(text, role)) texts.push({ pointer, text, role, parameter: null });
  walk(root(tool.inputSchema, '/inputSchema'), true, keep, texts);
  walk(root(tool.outputSchema, '/outputSchema'), false, keep, texts);
  return texts;
}

/** The names of a tool's input parameters: the keys of its inputSchema's top-level `properties`. */
export function parameterNames(tool: Tool): string[] {
  const properties = isPlainObject(tool.inputSchema) ? tool.inputSchema.properties : undefined;
  return isPlainObject(properties) ? Object.keys(properties) : [];
}

function root(value: unknown, pointer: string): Visit {
  return { value, parent: null, key: pointer, place: 'schema', parameter: null, keyword: null, pointer };
}

/** The pointer of a visited value, made once from its parent's. */
function pointerOf(visit: Visit): string {
  if (visit.pointer === null) visit.pointer = appendPointer(pointerOf(visit.parent!), visit.key);
  return visit.pointer;
}

function walk(start: Visit, isInput: boolean, keep: KeepText, texts: ToolText[]): void {
  const stack: Visit[] = [start];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, place, parameter } = visit;
    if (typeof value === 'string') {
      const role = stringRole(visit.key, place);
      if (keep(value, role)) texts.push({ pointer: pointerOf(visit), text: value, role, parameter });
      continue;
    }
    if (Array.isArray(value)) {
      const inner: Place = place === 'list' || place === 'schema' ? 'schema' : 'data';
      for (let i = value.length - 1; i >= 0; i--) stack.push(visitOf(value[i], visit, i, inner, parameter));
      continue;
    }
    if (!isPlainObject(value)) continue;
    const children: Visit[] = [];
    for (const key of Object.keys(value)) {
      const member = child(visit, key, ownValue(value, key), isInput);
      if (keep(key, 'key')) texts.push({ pointer: pointerOf(member), text: key, role: 'key', parameter });
      children.push(member);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

// every visit has the same fields in the same order, so the walk's objects share one shape
function visitOf(
  value: unknown,
  parent: Visit,
  key: string | number,
  place: Place,
  parameter: string | null,
  keyword: string | null = null,
): Visit {
  return { value, parent, key, place, parameter, keyword, pointer: null };
}

/** How a member of an object is read, and which parameter it belongs to. */
function child(parent: Visit, key: string, value: unknown, isInput: boolean): Visit {
  const { place, parameter } = parent;
  if (place === 'map') {
    const named = isInput && parent.keyword === 'properties' ? key : parameter;
    return visitOf(value, parent, key, 'schema', named);
  }
  if (place !== 'schema') return visitOf(value, parent, key, 'data', parameter);
  if (SCHEMA_MAPS.has(key)) return visitOf(value, parent, key, 'map', parameter, key);
  if (SCHEMA_LISTS.has(key)) return visitOf(value, parent, key, 'list', parameter);
  if (SUBSCHEMAS.has(key)) return visitOf(value, parent, key, 'schema', parameter);
  const isAnnotation = key === 'description' || key === 'title';
  return visitOf(value, parent, key, isAnnotation ? 'annotation' : 'data', parameter);
}

/** A schema's own `description` or `title` is prose; any other string in a schema is a value. */
function stringRole(key: string | number, place: Place): TextRole {
  if (place !== 'annotation') return 'value';
  return key === 'description' ? 'description' : 'title';
}
