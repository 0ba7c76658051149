import type { Attachment } from 'svelte/attachments';

/**
 * Reports an element's `clientHeight` whenever its size changes, read in a ResizeObserver callback, after
 * layout: unlike `bind:clientHeight`, which reads it as the element mounts, it never forces a layout of its own.
 */
export function observeHeight(set: (height: number) => void): Attachment<HTMLElement> {
  return (element) => {
    const observer = new ResizeObserver(() => set(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  };
}
