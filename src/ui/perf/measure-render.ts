import { tick } from 'svelte';

/** Records a `performance` measure named `name` from now until Svelte has written the pending state to the DOM. */
export function measureUntilRendered(name: string): void {
  const start = performance.now();
  void tick().then(() => performance.measure(name, { start, end: performance.now() }));
}
