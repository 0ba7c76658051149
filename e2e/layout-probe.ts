// Measurements run inside the page (passed to page.evaluate): each must be self-contained.

/** How many pixels the document is wider than the viewport; 0 or less when the page cannot scroll sideways. */
export function pageOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/**
 * The words (runs without white space) inside elements matching `selector` that the browser drew on more
 * than one line: a word whose rectangles sit at different heights was broken inside.
 */
export function brokenWords(selector: string): string[] {
  const broken: string[] = [];
  for (const element of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}
