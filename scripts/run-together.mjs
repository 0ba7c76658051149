// Runs the named npm scripts at the same time (each is mostly one process on one core) and prints each one's
// output whole when it ends, in the order named; exits 1 when any of them failed.
// Usage: node scripts/run-together.mjs check lint
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

/** Runs `npm run <name>`, keeping what it writes; resolves with its exit status and output. */
function run(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ name, status: 1, output: `${error.message}\n` }));
    child.on('close', (status) =>
      resolve({ name, status: status ?? 1, output: Buffer.concat(chunks).toString() }),
    );
  });
}

const runs = names.map(run);
let failed = 0;
for (const pending of runs) {
  const { name, status, output } = await pending;
  process.stdout.write(`> npm run ${name}\n${output}`);
  console.log(status === 0 ? `${name}: passed` : `${name}: failed (exit ${status})`);
  if (status !== 0) failed++;
}
process.exitCode = failed === 0 ? 0 : 1;
