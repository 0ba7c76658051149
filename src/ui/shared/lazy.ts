/** Loads code once, on first use or preload, so it stays out of the initial bundle; a failed load is tried again. */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * Starts loading code in the next task rather than in the one drawing the component that asks for it: asking
 * for a chunk adds its preload links to the document, work the first screen's task need not carry.
 */
export function loadAfterThisTask<T>(load: () => Promise<T>): Promise<T> {
  return nextTask().then(load);
}

/** Resolves in a later task, so what follows runs apart from the work of this one (and the page may paint between). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/** Resolves in the task after the next frame, so what follows comes after the layout and paint of what came before. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
