/**
 * Every text node under `root` that holds a direction control (U+202A–U+202E, U+2066–U+2069) without
 * being isolated, described as `TAG: "text"`. A node is isolated when each such character sits inside a
 * balanced isolate pair of its own text, or when its nearest isolating ancestor (`<bdi>`, or an inline
 * element whose computed `unicode-bidi` is isolate, isolate-override or plaintext, or, where nothing lays the
 * page out, an inline element with a `dir` attribute, which the browser's sheet isolates) holds this text alone:
 * a value alone in its isolate. Block elements do not count: browsers give many of them `isolate`, and a
 * sentence that is one text node in a `<p>` is exactly what must be caught. Self-contained, so Playwright
 * can run it in the page as it is.
 */
export function unisolatedTexts(root: Node): string[] {
  const isControl = (char: string) => /[\u202a-\u202e\u2066-\u2069]/u.test(char);
  const isOpener = (char: string) => char === '\u2066' || char === '\u2067' || char === '\u2068';
  // whether every control is inside (or is one end of) an isolate opened and closed within the text
  const isBalancedInText = (text: string): boolean => {
    const chars = [...text];
    const inside = new Array<boolean>(chars.length).fill(false);
    const open: number[] = [];
    chars.forEach((char, i) => {
      if (isOpener(char)) open.push(i);
      else if (char === '\u2069' && open.length > 0) inside.fill(true, open.pop()!, i + 1);
    });
    return chars.every((char, i) => !isControl(char) || inside[i]);
  };
  // phrasing elements, inline by the browser's sheet, for a document nothing lays out (no computed display)
  const phrasing = ['A', 'ABBR', 'B', 'CITE', 'CODE', 'DFN', 'EM', 'I', 'KBD', 'Q', 'SAMP', 'SMALL', 'SPAN'];
  const isIsolating = (element: Element): boolean => {
    if (element.tagName === 'BDI') return true;
    const style = element.ownerDocument.defaultView?.getComputedStyle(element);
    if (style === undefined) return false;
    // without layout, the browser's sheet decides: an inline element with a dir attribute isolates
    if (style.display === '') return phrasing.includes(element.tagName) && element.hasAttribute('dir');
    if (!style.display.startsWith('inline')) return false;
    return ['isolate', 'isolate-override', 'plaintext'].includes(style.unicodeBidi);
  };
  const isAloneInIsolate = (node: Node): boolean => {
    for (let element = node.parentElement; element !== null; element = element.parentElement) {
      if (isIsolating(element)) return element.textContent === node.nodeValue;
    }
    return false;
  };
  const bad: string[] = [];
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (![...text].some(isControl)) continue;
    if (isBalancedInText(text) || isAloneInIsolate(node)) continue;
    bad.push(`${node.parentElement?.tagName ?? '#'}: ${JSON.stringify(text)}`);
  }
  return bad;
}
