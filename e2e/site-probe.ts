// Measurements of a published site, run inside the page (passed to page.evaluate): each is self-contained.

/** Where the element with `id` sits: its top, the sticky header's foot and the viewport's height, in px. */
export function landing(id: string): { top: number; headerBottom: number; height: number } | null {
  const element = document.getElementById(id);
  if (!element) return null;
  const header = document.querySelector('.site-header');
  return {
    top: element.getBoundingClientRect().top,
    headerBottom: header ? header.getBoundingClientRect().bottom : 0,
    height: innerHeight,
  };
}

/** The chips under `root` whose text the browser drew on more than one line. */
export function brokenChips(rootSelector: string): string[] {
  const broken: string[] = [];
  for (const chip of document.querySelectorAll(`${rootSelector} .chip`)) {
    const range = document.createRange();
    range.selectNodeContents(chip);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (tops.size > 1) broken.push(chip.textContent ?? '');
  }
  return broken;
}

/**
 * The words of `words` that occur once in what the site's search reads (the main content but its schema
 * folds, Try-it folds and code), case-folded.
 */
export function wordsOnce(words: string[]): string[] {
  const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
  for (const left of main.querySelectorAll('details.schema, details.try, pre')) left.remove();
  const text = (main.textContent ?? '').toLowerCase();
  return words.filter((word) => text.split(word.toLowerCase()).length === 2);
}
