import { hasOwnKey, isPlainObject, ownValue } from '../../core/index.ts';
import { toolsPointer } from '../commands/check.ts';

/** Where a catalog file lists its tools, and where each tool (the first of a name) sits in it. */
export interface ToolPlaces {
  /** The pointer of the list: `/tools`, `/result/tools`, or `` for a scalar catalog's array. */
  readonly list: string;
  readonly byName: ReadonlyMap<string, string>;
}

/** The places of a parsed catalog's tools, in either format; none when it holds no list of tools. */
export function toolPlaces(value: unknown): ToolPlaces {
  const isScalar = Array.isArray(value);
  const list = isScalar ? '' : isPlainObject(value) ? toolsPointer(value) : '';
  const body =
    isScalar || !isPlainObject(value) ? undefined : list === '/tools' ? value : ownValue(value, 'result');
  const tools = isScalar ? value : isPlainObject(body) ? ownValue(body, 'tools') : undefined;
  const byName = new Map<string, string>();
  if (!Array.isArray(tools)) return { list, byName };
  tools.forEach((tool, i) => {
    const name = isPlainObject(tool) && hasOwnKey(tool, 'name') ? ownValue(tool, 'name') : undefined;
    if (typeof name === 'string' && !byName.has(name)) byName.set(name, `${list}/${i}`);
  });
  return { list, byName };
}
