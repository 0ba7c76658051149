// Which source files the bytes of a built chunk come from, read from its source map: shows what to lazy-load.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, value) => [char, value]));

/** The numbers of one Base64 VLQ segment of a source map's `mappings`. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a Base64 VLQ digit: ${char}`);
    value += (digit & 31) * 2 ** shift;
    shift += 5;
    if (digit & 32) continue;
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Generated code per original source, in UTF-16 units (bytes for ASCII); code no mapping covers is `(unmapped)`. */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => totals.set(source, (totals.get(source) ?? 0) + bytes);
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    const starts: [number, string][] = [];
    let column = 0;
    for (const segment of line.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push([column, sourceDelta === undefined ? '(unmapped)' : (map.sources[source] ?? '(unmapped)')]);
    }
    add('(unmapped)', Math.min(starts[0]?.[0] ?? text.length, text.length));
    starts.forEach(([start, name], i) => add(name, Math.max(0, (starts[i + 1]?.[0] ?? text.length) - start)));
  });
  return totals;
}

/** A short group for a source path: `svelte` for the runtime, else its first folders under `src/`. */
export function sourceGroup(source: string, depth = 3): string {
  if (/node_modules\/svelte\//.test(source)) return 'svelte runtime';
  const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (nodeModule) return nodeModule[1]!;
  const inSrc = /(?:^|\/)(src\/.*)$/.exec(source);
  return inSrc ? inSrc[1]!.split('/').slice(0, depth).join('/') : source;
}
