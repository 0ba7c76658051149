#!/usr/bin/env node
import { main } from './main.ts';
import { nodeIo } from './node-io.ts';

process.exitCode = await main(process.argv.slice(2), nodeIo());
