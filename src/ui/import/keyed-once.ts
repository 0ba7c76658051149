/** What `keyedOnce` gives for an object: its key, numbered in the order objects were first seen, and its text. */
export interface KeyedText {
  readonly key: string;
  readonly text: string;
}

/**
 * Makes each object's text once, with a key of its own: what crosses to a schema worker with every check,
 * the key naming the worker's cached copy. Keys go by object, not by text, so two lists with a tool of the
 * same name never share a cached copy.
 */
export function keyedOnce<T extends object>(toText: (object: T) => string): (object: T) => KeyedText {
  const made = new WeakMap<T, KeyedText>();
  let next = 0;
  return (object) => {
    let keyed = made.get(object);
    if (keyed === undefined) {
      keyed = { key: String(next++), text: toText(object) };
      made.set(object, keyed);
    }
    return keyed;
  };
}
