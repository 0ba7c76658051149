import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runScenario, type GateLang, type GateScenario } from '../src/core/index.ts';
import { createTempFolderStore } from './node-store.ts';

/** Where the demo writes: lines to `out`, verification details to `err`. */
export interface DemoIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Reads `--lang ko|en` (or `--lang=en`); undefined for anything else. */
export function parseLang(argv: readonly string[]): GateLang | undefined {
  let lang = 'ko';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--lang') lang = argv[++i] ?? '';
    else if (arg.startsWith('--lang=')) lang = arg.slice('--lang='.length);
    else return undefined;
  }
  return lang === 'ko' || lang === 'en' ? lang : undefined;
}

/**
 * Replays the scenario on a fresh temporary folder, reading the real file after every step, and removes the
 * folder afterwards whatever happens; returns the exit code (1 when the verification failed).
 */
export function runDemo(lang: GateLang, io: DemoIo, scenario?: GateScenario): number {
  const folder = createTempFolderStore();
  try {
    const outcome = runScenario(folder.store, {
      lang,
      scenario,
      readDocument: readFile(folder.root, scenario),
    });
    for (const line of outcome.lines) io.out(line);
    for (const failure of outcome.failures) io.err(failure);
    return outcome.isPassed ? 0 : 1;
  } finally {
    folder.dispose();
  }
}

/** Reads the document from disk directly, not through the store under test. */
function readFile(root: string, scenario: GateScenario | undefined): () => string | null {
  const path = join(root, scenario?.document ?? 'report.txt');
  return () => {
    try {
      return readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return null;
      throw error;
    }
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lang = parseLang(process.argv.slice(2));
  if (lang === undefined) {
    console.error('Usage: npm run demo:gate [-- --lang ko|en]');
    process.exitCode = 2;
  } else {
    process.exitCode = runDemo(lang, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  }
}
