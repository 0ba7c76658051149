/** The rows of a scrolled list worth rendering: those in view plus a few either side, as [start, end). */
export function visibleRange(o: {
  scrollTop: number;
  viewport: number;
  row: number;
  count: number;
  overscan: number;
}) {
  const first = Math.floor(Math.max(0, o.scrollTop) / o.row);
  const start = Math.max(0, Math.min(first, o.count) - o.overscan);
  const end = Math.min(o.count, Math.ceil((Math.max(0, o.scrollTop) + o.viewport) / o.row) + o.overscan);
  return { start, end: Math.max(start, end) };
}

/** The scroll offset that brings an item (top and height in pixels) fully into view while moving as little as possible. */
export function scrollToShow(o: {
  top: number;
  height: number;
  scrollTop: number;
  viewport: number;
}): number {
  if (o.top < o.scrollTop) return o.top;
  if (o.top + o.height > o.scrollTop + o.viewport) return Math.max(0, o.top + o.height - o.viewport);
  return o.scrollTop;
}
