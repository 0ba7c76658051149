// Finds a Chromium for the browser checks, installing one when it can, or says in one sentence what to do.
import { spawnSync } from 'node:child_process';
import { findBrowser } from './browser-path.mjs';

function run(command, args) {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

if (process.env.CHROMIUM_PATH && !findBrowser()) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no browser is there.`);
  process.exit(1);
}
if (!findBrowser()) {
  run('npx', ['playwright', 'install', 'chromium']);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!findBrowser() && isRoot && spawnSync('which', ['apt-get']).status === 0) {
    if (run('apt-get', ['update'])) run('apt-get', ['install', '-y', 'chromium']);
  }
}
const browser = findBrowser();
if (!browser) {
  console.error(
    'No Chromium found: run `npx playwright install chromium` (or install your system Chromium and set CHROMIUM_PATH to it), then run the tests again.',
  );
  process.exit(1);
}
console.log(`ensure-browser: using ${browser.executablePath ?? browser.own}`);
