import { excerpt } from './excerpt.ts';
import type { BlobEvidence } from './types.ts';

/** The shortest run of base64 or hex characters the scan calls a blob. */
export const MIN_BLOB = 40;
// hex digests written out in documentation: SHA-1 (a commit), SHA-224, SHA-256, SHA-384, SHA-512
const DIGEST_LENGTHS = /* @__PURE__ */ new Set([40, 56, 64, 96, 128]);
// a run of base64 (standard or URL-safe) characters; a hex run is one of its kinds
const RUN = /(?<![\p{L}\p{N}+/_-])[A-Za-z0-9+/_-]{40,}={0,2}/gu;
// a quick search for any run long enough, before the exact one with its boundaries
const SOME_RUN = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{40}/; // tried only where a run starts
const HEX = /^(?:0x)?[0-9a-fA-F]+$/;
const READABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\n\t]+$/u;
const UTF8 = /* @__PURE__ */ new TextDecoder('utf-8', { fatal: true });

/**
 * The long base64 and hex runs of a text, with what each decodes to when that is readable. A hex digest
 * (a commit SHA, a SHA-256) and a UUID are no blob, nor is a run that reads as words, a path or a name:
 * base64 mixes upper and lower case letters and digits, with few separators and many distinct characters.
 */
export function encodedBlobs(text: string): BlobEvidence[] {
  if (text.length < MIN_BLOB || !SOME_RUN.test(text)) return [];
  const blobs: BlobEvidence[] = [];
  for (const match of text.matchAll(RUN)) {
    const run = match[0];
    if (HEX.test(run)) {
      const digits = run.replace(/^0x/, '');
      if (!DIGEST_LENGTHS.has(digits.length) && /\d/.test(digits) && /[a-f]/i.test(digits))
        blobs.push(blob(run, 'hex', hexText(digits)));
    } else if (isBase64Like(run)) blobs.push(blob(run, 'base64', base64Text(run)));
  }
  return blobs;
}

function blob(run: string, encoding: BlobEvidence['encoding'], decoded: string | null): BlobEvidence {
  return { excerpt: excerpt(run, 48), encoding, length: run.length, decoded };
}

function isBase64Like(run: string): boolean {
  const body = run.replace(/=+$/, '');
  const separators = body.replace(/[A-Za-z0-9]/g, '').length;
  return (
    /[A-Z]/.test(body) &&
    /[a-z]/.test(body) &&
    /\d/.test(body) &&
    separators * 10 <= body.length &&
    new Set(body).size >= 20
  );
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The text a base64 run (standard or URL-safe) decodes to, when it is readable UTF-8; null otherwise. */
export function base64Text(run: string): string | null {
  const body = run.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
  const bytes = new Uint8Array(Math.floor((body.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of body) {
    value = ((value << 6) | ALPHABET.indexOf(char)) & 0xffff; // only the bits not yet written count
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  return readable(bytes);
}

function hexText(digits: string): string | null {
  if (digits.length % 2 !== 0) return null;
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return readable(bytes);
}

function readable(bytes: Uint8Array): string | null {
  try {
    const text = UTF8.decode(bytes);
    return READABLE.test(text) ? text : null;
  } catch {
    return null;
  }
}
