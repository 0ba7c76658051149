const AXIS = { vertical: ['ArrowUp', 'ArrowDown'], horizontal: ['ArrowLeft', 'ArrowRight'] } as const;

/** Which arrow keys move along a composite widget: radio groups take both, lists one. */
export type Axis = keyof typeof AXIS | 'both';

export interface NavigationState {
  index: number;
  count: number;
  axis: Axis;
  wrap: boolean;
}

/** Index to move to after `key`, or undefined when `key` does not navigate (WAI-ARIA APG key map). */
export function nextIndex(key: string, o: NavigationState): number | undefined {
  const axes = o.axis === 'both' ? [AXIS.vertical, AXIS.horizontal] : [AXIS[o.axis]];
  const steps: Record<string, number> = { Home: 0, End: o.count - 1 };
  for (const [prev, next] of axes) {
    steps[prev] = o.index - 1;
    steps[next] = o.index + 1;
  }
  const target = Object.hasOwn(steps, key) ? steps[key] : undefined;
  if (target === undefined || o.count === 0) return undefined;
  return o.wrap ? (target + o.count) % o.count : Math.min(Math.max(target, 0), o.count - 1);
}
