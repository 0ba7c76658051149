/** The only document names a store accepts: letters, digits, `_` and `-`, then `.txt`; no folders, no `..`. */
export const DOCUMENT_NAME_PATTERN = /^[A-Za-z0-9_-]+\.txt$/;

/** Whether `name` is a document name every store accepts. */
export function isDocumentName(name: string): boolean {
  return DOCUMENT_NAME_PATTERN.test(name);
}

/** Whether `text` encodes to UTF-8 without loss: a lone surrogate cannot be written, so it is an I/O error. */
export function isWellFormedText(text: string): boolean {
  // With the `u` flag a valid pair is one code point, so only lone surrogates match \p{Cs}.
  return !/\p{Cs}/u.test(text);
}

/** Counts characters as code points, as Python's `str` does: "검토 완료" is 5, an emoji is 1. */
export function countCodePoints(text: string): number {
  const pairs = text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g);
  return text.length - (pairs?.length ?? 0);
}
