import { hasOwnKey, isPlainObject } from '../../json-value.ts';
import { escapeToken, parsePointer } from '../../pointer.ts';
import { valueAtTokens } from '../../pointer-value.ts';
import { MAX_SCHEMA_DEPTH } from '../types.ts';
import { DIALECTS, knownDialect, vocabularyDialect } from './dialects.ts';
import { DIALECT_DRAFT_07, type Dialect, type Location, type Resource } from './types.ts';
import { fragmentOf, normalizeUri, resolveUri, withoutFragment } from './uri.ts';
import { SHAPE_07, SHAPE_2020, type Shape } from '../subschema-keywords.ts';
import { insertRanked } from './ranked.ts';

const MAP_RANK = 1000;
const MANY_RANK = 2000;

interface Ranks {
  /** One schema (below MAP_RANK) or a map of schemas (below MANY_RANK). */
  readonly single: ReadonlyMap<string, number>;
  /** A list of schemas (MANY_RANK and up). */
  readonly many: ReadonlyMap<string, number>;
}

/** Each subschema keyword with its rank, which is the walk's order and tells what its value holds. */
function childRanks(shape: Shape): Ranks {
  const single = new Map<string, number>();
  shape.one.forEach((key, i) => single.set(key, i));
  shape.map.forEach((key, i) => single.set(key, MAP_RANK + i));
  return { single, many: new Map(shape.many.map((key, i) => [key, MANY_RANK + i])) };
}
const CHILDREN_2020 = /* @__PURE__ */ childRanks(SHAPE_2020);
const CHILDREN_07 = /* @__PURE__ */ childRanks(SHAPE_07);

/** The rank of a keyword's value; draft-07 `items` is one schema or a list, as its value is. */
function rankOf(ranks: Ranks, key: string, value: unknown): number | undefined {
  return Array.isArray(value)
    ? (ranks.many.get(key) ?? ranks.single.get(key))
    : (ranks.single.get(key) ?? ranks.many.get(key));
}

/** A schema found by URI, with its location when it is an object. */
export interface Found {
  raw: unknown;
  location: Location | undefined;
  path: string;
}

/**
 * Every schema document of one compilation, indexed once: where each schema object sits (base URI,
 * resource, dialect, pointer), the resources by URI and the anchors. Documents given as `resources` are
 * indexed only when a reference first needs them.
 */
export class SchemaIndex {
  readonly locations = new Map<object, Location>();
  private readonly resources = new Map<string, Resource>();
  /** Anchors by URI (`base#name`), made with the first one: most schemas declare none. */
  private anchors: Map<string, Record<string, unknown>> | undefined;
  /** Normalized URIs of the given documents already indexed, made with the first one. */
  private taken: Set<string> | undefined;
  private byNormalUri: Map<string, string> | undefined;

  constructor(private readonly given: Readonly<Record<string, unknown>> | undefined) {}

  /**
   * The given document at a normalized URI, not indexed yet. A key written in normal form is found
   * directly; others through a map of every key by its normal form, built only when first needed.
   */
  private pending(uri: string): unknown {
    const given = this.given;
    if (!given || this.taken?.has(uri)) return undefined;
    if (hasOwnKey(given, uri) && normalizeUri(uri) === uri) return given[uri];
    const key = this.normalKeys().get(uri);
    return key === undefined ? undefined : given[key];
  }

  /** Each given key by its normalized URI (the last of several spellings wins). */
  private normalKeys(): Map<string, string> {
    this.byNormalUri ??= new Map(Object.keys(this.given ?? {}).map((key) => [normalizeUri(key), key]));
    return this.byNormalUri;
  }

  /** Indexes a document under `uri` (its `$id` resolves against it); returns its root location. */
  addDocument(raw: unknown, uri: string, dialect: Dialect, path: string): void {
    const resource: Resource = { uri, raw, dynamicAnchors: undefined };
    if (!this.resources.has(uri)) this.resources.set(uri, resource);
    this.walk(raw, uri, path, dialect, resource, 0);
  }

  private anchor(uri: string, raw: Record<string, unknown>): void {
    (this.anchors ??= new Map()).set(uri, raw);
  }

  /** The dialect a `$schema` value names: one of the two, a custom meta-schema's vocabularies, or undefined. */
  dialectOf(uri: string): Dialect | undefined {
    const known = knownDialect(uri);
    if (known) return DIALECTS[known];
    const key = normalizeUri(uri);
    const meta = this.resources.get(key)?.raw ?? this.pending(key);
    return vocabularyDialect(meta);
  }

  /** The schema a URI names (a resource, a pointer inside one, or an anchor), or undefined. */
  find(uri: string, dialect: Dialect): Found | undefined {
    const resourceUri = normalizeUri(withoutFragment(uri));
    const fragment = fragmentOf(uri);
    if (fragment === undefined) return undefined;
    const resource = this.resource(resourceUri, dialect);
    if (fragment !== '' && !fragment.startsWith('/')) {
      const anchored = this.anchors?.get(`${resourceUri}#${fragment}`);
      return anchored ? { raw: anchored, location: this.locations.get(anchored), path: '' } : undefined;
    }
    if (!resource) return undefined;
    const tokens = parsePointer(fragment);
    if (!tokens) return undefined;
    const raw = valueAtTokens(resource.raw, tokens);
    if (raw === undefined) return undefined;
    const root = this.locations.get(resource.raw as object);
    const path = `${root ? root.path : resource.uri + '#'}${tokens.map((t) => '/' + escapeToken(t)).join('')}`;
    if (isPlainObject(raw) && !this.locations.has(raw)) {
      // a schema inside a keyword no vocabulary defines: reachable by pointer only
      const d = root?.dialect ?? dialect;
      this.walk(raw, resource.uri, path, d, resource, (root?.depth ?? 0) + tokens.length);
    }
    return { raw, location: isPlainObject(raw) ? this.locations.get(raw) : undefined, path };
  }

  private resource(uri: string, dialect: Dialect): Resource | undefined {
    const known = this.resources.get(uri);
    if (known || !this.given) return known;
    const raw = this.pending(uri);
    if (raw !== undefined) {
      (this.taken ??= new Set()).add(uri);
      this.addDocument(raw, uri, dialect, `${uri}#`);
      return this.resources.get(uri);
    }
    // the URI may be an `$id` inside a document given under another URI
    for (const [other, key] of this.normalKeys()) {
      if (this.taken?.has(other)) continue;
      (this.taken ??= new Set()).add(other);
      this.addDocument(this.given[key], other, dialect, `${other}#`);
    }
    return this.resources.get(uri);
  }

  private walk(
    raw: unknown,
    base: string,
    path: string,
    dialect: Dialect,
    resource: Resource,
    depth: number,
  ): void {
    if (!isPlainObject(raw) || this.locations.has(raw) || depth > MAX_SCHEMA_DEPTH) return;
    let d = dialect;
    const declared = raw.$schema;
    if (typeof declared === 'string' && (depth === 0 || typeof raw.$id === 'string'))
      d = this.dialectOf(declared) ?? d;
    const isDraft7 = d.uri === DIALECT_DRAFT_07;
    const id = raw.$id;
    // draft-07: every keyword beside $ref is ignored, $id included
    if (typeof id === 'string' && !(isDraft7 && hasOwnKey(raw, '$ref'))) {
      if (isDraft7 && id.startsWith('#')) this.anchor(`${withoutFragment(base)}${id}`, raw);
      else {
        const uri = resolveUri(id, base);
        base = normalizeUri(withoutFragment(uri));
        resource = { uri: base, raw, dynamicAnchors: undefined };
        this.resources.set(base, resource);
        const fragment = fragmentOf(uri);
        if (isDraft7 && fragment && !fragment.startsWith('/')) this.anchor(`${base}#${fragment}`, raw);
      }
    }
    if (!isDraft7) {
      if (typeof raw.$anchor === 'string') this.anchor(`${base}#${raw.$anchor}`, raw);
      const dynamic = raw.$dynamicAnchor;
      if (typeof dynamic === 'string') {
        this.anchor(`${base}#${dynamic}`, raw);
        (resource.dynamicAnchors ??= new Map()).set(dynamic, raw);
      }
    }
    const location: Location = { path, base, resource, dialect: d, depth };
    this.locations.set(raw, location);
    const children = isDraft7 ? CHILDREN_07 : CHILDREN_2020;
    const keys = Object.keys(raw);
    if (keys.length === 1) {
      const rank = rankOf(children, keys[0]!, raw[keys[0]!]);
      if (rank !== undefined) this.walkChild(raw, keys[0]!, rank, location);
      return;
    }
    // children in the shape's order (one schema, maps, lists), whatever the key order
    const found: string[] = [];
    const ranks: number[] = [];
    for (const key of keys) {
      const rank = rankOf(children, key, raw[key]);
      if (rank !== undefined) insertRanked(found, ranks, key, rank);
    }
    for (let i = 0; i < found.length; i++) this.walkChild(raw, found[i]!, ranks[i]!, location);
  }

  /** Walks the subschemas a keyword of the schema at `parent` holds, as its rank says its value holds them. */
  private walkChild(raw: Record<string, unknown>, key: string, rank: number, parent: Location): void {
    const { base, dialect, resource } = parent;
    const depth = parent.depth + 1;
    const value = raw[key];
    const at = `${parent.path}/${key}`;
    if (rank < MAP_RANK) this.walk(value, base, at, dialect, resource, depth);
    else if (rank < MANY_RANK) {
      if (!isPlainObject(value)) return;
      for (const name of Object.keys(value))
        this.walk(value[name], base, `${at}/${escapeToken(name)}`, dialect, resource, depth);
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++)
        this.walk(value[i], base, `${at}/${i}`, dialect, resource, depth);
    }
  }

  /** Indexes a schema that sits where no known keyword leads (under `parent`, at `path`). */
  adopt(raw: Record<string, unknown>, parent: Location, path: string): Location | undefined {
    this.walk(raw, parent.base, path, parent.dialect, parent.resource, parent.depth + 1);
    return this.locations.get(raw);
  }

  /** True when some resource declares a `$dynamicAnchor` of this name at this URI. */
  isDynamicAnchor(raw: unknown, name: string): boolean {
    return isPlainObject(raw) && raw.$dynamicAnchor === name;
  }
}
