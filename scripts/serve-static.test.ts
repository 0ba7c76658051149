import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from './serve-static.mjs';

const SECRET = 'outside the served folder';
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>t</title>',
  'assets/app.js': 'export const x = 1;',
  'assets/app.css': 'body { color: red }',
  'records/manifest.json': '{"records":[]}',
  'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

let folder: string;
let served: StaticServer;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends a request with the path exactly as written, so dot segments reach the server unnormalised. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, failed) => {
    const sent = request({ host: '127.0.0.1', port: served.port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', failed);
    sent.end();
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'serve-static-'));
  const root = join(folder, 'site');
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  writeFileSync(join(folder, 'secret.txt'), SECRET);
  symlinkSync(join(folder, 'secret.txt'), join(root, 'link.txt'));
  served = await startStaticServer({ root, prefix: '/sub/path/' });
});

afterAll(async () => {
  await served?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it.each([
    ['/sub/path/', 'text/html; charset=utf-8', 'index.html'],
    ['/sub/path/index.html', 'text/html; charset=utf-8', 'index.html'],
    ['/sub/path/assets/app.js', 'text/javascript; charset=utf-8', 'assets/app.js'],
    ['/sub/path/assets/app.css', 'text/css; charset=utf-8', 'assets/app.css'],
    ['/sub/path/records/manifest.json', 'application/json; charset=utf-8', 'records/manifest.json'],
    ['/sub/path/icon.svg', 'image/svg+xml', 'icon.svg'],
    ['/sub/path/robots.txt?x=1', 'text/plain; charset=utf-8', 'robots.txt'],
  ])('serves %s as %s', async (path, type, file) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.body.toString()).toBe(FILES[file]);
  });

  it.each([
    '/sub/path/../secret.txt',
    '/sub/path/%2e%2e/secret.txt',
    '/sub/path/..%2fsecret.txt',
    '/sub/path/assets/..%2f..%2fsecret.txt',
    '/sub/path/..%5csecret.txt',
    '/sub/path/link.txt',
    '/sub/path/index.html%00.js',
    '/sub/path/%E0%A4%A',
  ])('refuses %s without revealing anything outside the folder', async (path) => {
    const answer = await get(path);
    expect([400, 403, 404]).toContain(answer.status);
    expect(answer.body.toString()).not.toContain(SECRET);
  });

  it.each(['/', '/index.html', '/sub/index.html', '/sub/path/missing.js'])(
    'answers 404 for %s',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it('redirects the sub-path without its slash so relative URLs resolve inside it', async () => {
    const answer = await get('/sub/path?family=reading');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/sub/path/?family=reading');
  });

  it('compresses text with gzip when the client accepts it', async () => {
    const answer = await get('/sub/path/assets/app.js', { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(FILES['assets/app.js']);
  });
});
