/** URI handling for `$id` and `$ref`: resolution against a base, fragments split off and decoded. */

/** The base of a document that has no `$id` and was given no URI. */
export const DEFAULT_BASE = 'urn:tce:schema';

/** Resolves `ref` against `base` (RFC 3986), keeping bases such as `urn:` that URL cannot resolve paths on. */
export function resolveUri(ref: string, base: string): string {
  if (ref.startsWith('#')) return withoutFragment(base) + ref;
  let byRef = resolved.get(base);
  if (!byRef) {
    if (resolved.size > 1_000) resolved.clear();
    byRef = new Map();
    resolved.set(base, byRef);
  }
  const known = byRef.get(ref);
  if (known !== undefined) return known;
  if (byRef.size > 1_000) byRef.clear();
  const out = parseAndResolve(ref, base);
  byRef.set(ref, out);
  return out;
}

// URL parsing is the slow part of resolving; a catalog repeats a handful of bases and references
const resolved = /* @__PURE__ */ new Map<string, Map<string, string>>();

function parseAndResolve(ref: string, base: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    try {
      return new URL(ref).href; // an absolute reference needs no base
    } catch {
      return ref;
    }
  }
}

/** The URI without its fragment. */
export function withoutFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash === -1 ? uri : uri.slice(0, hash);
}

/** The decoded fragment of a URI ('' when it has none), or undefined when its escapes are malformed. */
export function fragmentOf(uri: string): string | undefined {
  const hash = uri.indexOf('#');
  if (hash === -1) return '';
  const fragment = uri.slice(hash + 1);
  if (!fragment.includes('%')) return fragment;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
}

/** A URI in the form used as a map key: parsed and printed back when possible, without an empty fragment. */
export function normalizeUri(uri: string): string {
  const known = normalized.get(uri);
  if (known !== undefined) return known;
  if (normalized.size > 10_000) normalized.clear();
  const out = parseAndPrint(uri);
  normalized.set(uri, out);
  return out;
}

// URL parsing is the slow part of compiling; most schemas repeat a handful of URIs
const normalized = /* @__PURE__ */ new Map<string, string>();

function parseAndPrint(uri: string): string {
  let out = uri;
  try {
    out = new URL(uri).href;
  } catch {
    // not a URL the platform parses (a bare name): keep it as written
  }
  return out.endsWith('#') ? out.slice(0, -1) : out;
}
