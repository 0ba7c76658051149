import type { Evaluated } from './types.ts';

/** A fresh record of evaluated properties and items. */
export function freshEvaluated(): Evaluated {
  return { props: null, allProps: false, items: 0, allItems: false, itemSet: null };
}

/** Adds what `from` evaluated to `into`. */
export function mergeEvaluated(into: Evaluated, from: Evaluated): void {
  if (from.allProps) into.allProps = true;
  else if (from.props) {
    if (!into.props) into.props = new Set(from.props);
    else for (const key of from.props) into.props.add(key);
  }
  if (from.allItems) into.allItems = true;
  if (from.items > into.items) into.items = from.items;
  if (from.itemSet) {
    if (!into.itemSet) into.itemSet = new Set(from.itemSet);
    else for (const i of from.itemSet) into.itemSet.add(i);
  }
}
