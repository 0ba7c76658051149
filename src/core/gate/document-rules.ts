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
