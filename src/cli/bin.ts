#!/usr/bin/env node
import { main } from './main.ts';
import { nodeIo } from './node-io.ts';

// A reader that stops early (`| head`) closes the pipe: the output is no longer wanted, which is no error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit();
});
process.exitCode = await main(process.argv.slice(2), nodeIo());
