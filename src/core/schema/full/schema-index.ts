import { hasOwnKey, isPlainObject } from '../../json-value.ts';
import { escapeToken, parsePointer } from '../../pointer.ts';
import { MAX_SCHEMA_DEPTH } from '../types.ts';
import { DIALECTS, knownDialect, vocabularyDialect } from './dialects.ts';
import { DIALECT_DRAFT_07, type Dialect, type Location, type Resource } from './types.ts';
import { fragmentOf, normalizeUri, resolveUri, withoutFragment } from './uri.ts';
import { SHAPE_07, SHAPE_2020 } from '../subschema-keywords.ts';

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
  private readonly anchors = new Map<string, Record<string, unknown>>();
  private pendingMap: Map<string, unknown> | undefined;

  constructor(private readonly given: Readonly<Record<string, unknown>> | undefined) {}

  /** The documents given as resources and not indexed yet, by normalized URI; built on first need. */
  private get pending(): Map<string, unknown> {
    if (this.pendingMap) return this.pendingMap;
    const given = this.given ?? {};
    this.pendingMap = new Map(Object.keys(given).map((uri) => [normalizeUri(uri), given[uri]]));
    return this.pendingMap;
  }

  /** Indexes a document under `uri` (its `$id` resolves against it); returns its root location. */
  addDocument(raw: unknown, uri: string, dialect: Dialect, path: string): void {
    const resource: Resource = { uri, raw, dynamicAnchors: new Map() };
    if (!this.resources.has(uri)) this.resources.set(uri, resource);
    this.walk(raw, uri, path, dialect, resource, 0);
  }

  /** The dialect a `$schema` value names: one of the two, a custom meta-schema's vocabularies, or undefined. */
  dialectOf(uri: string): Dialect | undefined {
    const known = knownDialect(uri);
    if (known) return DIALECTS[known];
    const key = normalizeUri(uri);
    const meta = this.resources.get(key)?.raw ?? (this.given ? this.pending.get(key) : undefined);
    return vocabularyDialect(meta);
  }

  /** The schema a URI names (a resource, a pointer inside one, or an anchor), or undefined. */
  find(uri: string, dialect: Dialect): Found | undefined {
    const resourceUri = normalizeUri(withoutFragment(uri));
    const fragment = fragmentOf(uri);
    if (fragment === undefined) return undefined;
    const resource = this.resource(resourceUri, dialect);
    if (fragment !== '' && !fragment.startsWith('/')) {
      const anchored = this.anchors.get(`${resourceUri}#${fragment}`);
      return anchored ? { raw: anchored, location: this.locations.get(anchored), path: '' } : undefined;
    }
    if (!resource) return undefined;
    const tokens = parsePointer(fragment);
    if (!tokens) return undefined;
    let raw = resource.raw;
    for (const token of tokens) {
      if (Array.isArray(raw) && /^(0|[1-9]\d*)$/.test(token) && Number(token) < raw.length)
        raw = raw[Number(token)];
      else if (isPlainObject(raw) && hasOwnKey(raw, token)) raw = raw[token];
      else return undefined;
    }
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
    const raw = this.pending.get(uri);
    if (raw !== undefined) {
      this.pending.delete(uri);
      this.addDocument(raw, uri, dialect, `${uri}#`);
      return this.resources.get(uri);
    }
    // the URI may be an `$id` inside a document given under another URI
    for (const [other, doc] of [...this.pending]) {
      this.pending.delete(other);
      this.addDocument(doc, other, dialect, `${other}#`);
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
      if (isDraft7 && id.startsWith('#')) this.anchors.set(`${withoutFragment(base)}${id}`, raw);
      else {
        const uri = resolveUri(id, base);
        base = normalizeUri(withoutFragment(uri));
        resource = { uri: base, raw, dynamicAnchors: new Map() };
        this.resources.set(base, resource);
        const fragment = fragmentOf(uri);
        if (isDraft7 && fragment && !fragment.startsWith('/')) this.anchors.set(`${base}#${fragment}`, raw);
      }
    }
    if (!isDraft7) {
      if (typeof raw.$anchor === 'string') this.anchors.set(`${base}#${raw.$anchor}`, raw);
      const dynamic = raw.$dynamicAnchor;
      if (typeof dynamic === 'string') {
        this.anchors.set(`${base}#${dynamic}`, raw);
        resource.dynamicAnchors.set(dynamic, raw);
      }
    }
    this.locations.set(raw, { path, base, resource, dialect: d, depth });
    const shape = isDraft7 ? SHAPE_07 : SHAPE_2020;
    const next = (child: unknown, childPath: string) =>
      this.walk(child, base, childPath, d, resource, depth + 1);
    for (const key of shape.one) if (hasOwnKey(raw, key)) next(raw[key], `${path}/${key}`);
    for (const key of shape.map) {
      const map = hasOwnKey(raw, key) ? raw[key] : undefined;
      if (!isPlainObject(map)) continue;
      for (const name of Object.keys(map)) next(map[name], `${path}/${key}/${escapeToken(name)}`);
    }
    for (const key of shape.many) {
      const list = hasOwnKey(raw, key) ? raw[key] : undefined;
      if (Array.isArray(list)) list.forEach((child, i) => next(child, `${path}/${key}/${i}`));
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
