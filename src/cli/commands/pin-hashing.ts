import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { PinHashing } from '../../core/index.ts';

/**
 * The hashing the command line pins with: RFC 8785 canonical JSON by `canonicalize` (by one of the RFC's
 * authors) and SHA-256 of the text's UTF-8 bytes from node:crypto.
 */
export const PIN_HASHING: PinHashing = Object.freeze({
  canonicalize(value: unknown): string {
    const text = canonicalize(value);
    // JSON data always has a text; only undefined, a function or a symbol would not
    if (text === undefined) throw new TypeError('Only JSON data has canonical JSON.');
    return text;
  },
  sha256: (text: string) => createHash('sha256').update(text, 'utf8').digest('hex'),
});
