import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appBuild } from './app-build.ts';

const DIGEST = '0123456789abcdef';
let cache: string;
let children: ChildProcess[];

beforeEach(() => {
  cache = mkdtempSync(join(tmpdir(), 'app-build-test-'));
  children = [];
});

afterEach(() => {
  for (const child of children) child.kill();
  rmSync(cache, { recursive: true, force: true });
});

/** A build that writes a site.html naming who built it, and counts its calls. */
function fakeBuild(text = 'built here') {
  const calls: string[] = [];
  const build = (out: string) => {
    calls.push(out);
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'site.html'), text);
  };
  return { build, calls };
}

/**
 * Another process building the same sources: its folder is there before this one looks, and after `ms` it
 * writes its site.html and moves the folder into place, as appBuild does.
 */
function otherBuilder(ms: number): ChildProcess {
  const script = `
    const { join } = require('node:path'), fs = require('node:fs');
    const [cache, digest, ms] = process.argv.slice(1);
    const building = join(cache, digest + '.' + process.pid + '.tmp');
    setTimeout(() => {
      fs.writeFileSync(join(building, 'site.html'), 'built by the other process');
      fs.renameSync(building, join(cache, digest));
    }, Number(ms));`;
  const child = spawn(process.execPath, ['-e', script, cache, DIGEST, String(ms)], { stdio: 'ignore' });
  children.push(child);
  mkdirSync(join(cache, `${DIGEST}.${child.pid}.tmp`));
  return child;
}

describe('appBuild', () => {
  it('builds once into the cache, then returns the kept build without building again', () => {
    const { build, calls } = fakeBuild();
    const dir = appBuild({ cache, digest: DIGEST, build });
    expect(dir).toBe(join(cache, DIGEST));
    expect(readFileSync(join(dir, 'site.html'), 'utf8')).toBe('built here');
    expect(appBuild({ cache, digest: DIGEST, build })).toBe(dir);
    expect(calls).toHaveLength(1);
    expect(readdirSync(cache)).toEqual([DIGEST]);
  });

  it('waits for another live process building the same sources instead of building them again', () => {
    otherBuilder(400);
    const { build, calls } = fakeBuild();
    const dir = appBuild({ cache, digest: DIGEST, build, waitMs: 30_000 });
    expect(calls).toEqual([]);
    expect(readFileSync(join(dir, 'site.html'), 'utf8')).toBe('built by the other process');
  });

  it('removes the folder a dead builder left and builds in its place', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    const leftover = join(cache, `${DIGEST}.${dead}.tmp`);
    mkdirSync(leftover);
    const { build, calls } = fakeBuild();
    const dir = appBuild({ cache, digest: DIGEST, build, waitMs: 30_000 });
    expect(calls).toHaveLength(1);
    expect(existsSync(leftover)).toBe(false);
    expect(readFileSync(join(dir, 'site.html'), 'utf8')).toBe('built here');
  });

  it('stops waiting after its bound when the other builder does not finish, naming it', () => {
    const child = otherBuilder(60_000);
    const { build, calls } = fakeBuild();
    const started = Date.now();
    expect(() => appBuild({ cache, digest: DIGEST, build, waitMs: 500 })).toThrow(
      new RegExp(`waited 500 ms for process ${child.pid} `),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(calls).toEqual([]);
  });

  it('leaves no folder behind when its build fails', () => {
    const failing = () => {
      throw new Error('vite build failed');
    };
    expect(() => appBuild({ cache, digest: DIGEST, build: failing })).toThrow('vite build failed');
    expect(readdirSync(cache)).toEqual([]);
  });

  it('removes builds of other sources unused for an hour, and keeps those used since', () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    for (const [name, hours] of [
      ['aaaaaaaaaaaaaaaa', 2],
      ['bbbbbbbbbbbbbbbb', 0.25],
    ] as const) {
      mkdirSync(join(cache, name));
      utimesSync(join(cache, name), hoursAgo(hours), hoursAgo(hours));
    }
    appBuild({ cache, digest: DIGEST, build: fakeBuild().build });
    expect(readdirSync(cache).sort()).toEqual([DIGEST, 'bbbbbbbbbbbbbbbb']);
  });
});
