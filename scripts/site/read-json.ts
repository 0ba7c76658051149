import { readFileSync, statSync } from 'node:fs';
import { jsonSyntaxError, parseJson } from '../../src/core/index.ts';
import { siteFail, type SiteResult } from './site-error.ts';

/** Reads and parses one input file; a missing, unreadable, non-UTF-8 or non-JSON file is a located refusal. */
export function readJsonFile(file: string): SiteResult<unknown> {
  let bytes: Buffer;
  try {
    if (statSync(file).isDirectory()) return siteFail('IO_ERROR', file, '', 'This is a folder, not a file.');
    bytes = readFileSync(file);
  } catch (error) {
    return siteFail('IO_ERROR', file, '', `The file cannot be read (${errorCode(error)}).`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return siteFail('INVALID_JSON', file, '', 'The file is not UTF-8 text.');
  }
  const parsed = parseJson(text.replace(/^\uFEFF/, ''));
  return parsed.ok ? parsed : siteFail('INVALID_JSON', file, '', jsonSyntaxError(parsed.problem).message);
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : String(error);
}
