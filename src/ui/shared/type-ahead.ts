/** Index of the first label after `from` (wrapping) that starts with `prefix`, or undefined when none does. */
export function findByPrefix(labels: readonly string[], prefix: string, from: number): number | undefined {
  const wanted = prefix.toLowerCase();
  if (wanted === '' || labels.length === 0) return undefined;
  for (let step = 0; step < labels.length; step++) {
    const index = (from + step) % labels.length;
    if (labels[index]!.toLowerCase().startsWith(wanted)) return index;
  }
  return undefined;
}

/** Where a type-ahead search starts: a repeated single letter cycles onward, a longer prefix stays put. */
export function typeAheadStart(prefix: string, current: number): number {
  const isRepeat = prefix.length > 1 && [...prefix].every((c) => c === prefix[0]);
  return prefix.length === 1 || isRepeat ? current + 1 : current;
}

/** The search text after a key: repeated letters collapse to one so "ooo" cycles through tools starting with o. */
export function typeAheadQuery(prefix: string): string {
  const isRepeat = prefix.length > 1 && [...prefix].every((c) => c === prefix[0]);
  return isRepeat ? prefix[0]! : prefix;
}
