import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Whether `python3` can run here; the differential tests skip, and say so, where it cannot. */
export const hasPython = spawnSync('python3', ['--version']).status === 0;

/** Sends each case as one JSON line to a reference script beside this file, in one process; one answer per line. */
export function runReference<Out>(script: string, cases: readonly unknown[]): Out[] {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const input = cases.map((c) => JSON.stringify(c)).join('\n') + '\n';
  const run = spawnSync('python3', [path], { input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`${script} failed: ${run.stderr}`);
  return run.stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Out);
}
