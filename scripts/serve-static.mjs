// A tiny static file server (no dependencies) that serves a built site under a sub-path, the way a static host does.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip, constants as zlibConstants } from 'node:zlib';

/** Content types by file extension; anything else is served as bytes. */
export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** The file a request path names inside `root`, or an HTTP status when it names none or tries to leave `root`. */
export async function resolveRequest(root, prefix, rawPath) {
  if (!rawPath.startsWith(prefix)) return { status: 404 };
  let relative;
  try {
    relative = decodeURIComponent(rawPath.slice(prefix.length));
  } catch {
    return { status: 400 };
  }
  if (relative.includes('\0') || relative.split(/[\\/]/).includes('..')) return { status: 403 };
  const base = await realpath(root);
  let file = resolve(base, relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative);
  if (!isInside(base, file)) return { status: 403 };
  try {
    file = await realpath(file);
    if (!isInside(base, file)) return { status: 403 };
    const info = await stat(file);
    if (info.isDirectory()) return { status: 301, location: `${rawPath}/` };
    return { status: 200, file, size: info.size };
  } catch {
    return { status: 404 };
  }
}

function isInside(base, file) {
  return file === base || file.startsWith(base + sep);
}

/**
 * Starts a server for the files under `root` at `http://host:port{prefix}`, or for each of `mounts` (`{ root,
 * prefix }`) under its own prefix; port 0 picks a free one.
 */
export async function startStaticServer({ root, prefix = '/', mounts, port = 0, host = '127.0.0.1' }) {
  const served = (mounts ?? [{ root, prefix }]).map((mount) => ({
    root: mount.root,
    prefix: `/${mount.prefix.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/'),
  }));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const mount =
      served.find((m) => path.startsWith(m.prefix) || path === m.prefix.slice(0, -1)) ?? served[0];
    handle(mount.root, mount.prefix, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise((done, failed) => {
    server.once('error', failed);
    server.listen(port, host, done);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}${served[0].prefix}`;
  const close = () => new Promise((done) => server.close(() => done()));
  return { server, url, port: address.port, close };
}

async function handle(root, prefix, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' });
    return response.end();
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  // A sub-path without its slash would resolve the page's relative URLs one folder too high.
  const found =
    url.pathname === prefix.slice(0, -1)
      ? { status: 301, location: prefix + url.search }
      : await resolveRequest(root, prefix, url.pathname);
  if (found.status !== 200) {
    const headers = found.location ? { Location: found.location } : { 'Content-Type': MIME_TYPES['.txt'] };
    response.writeHead(found.status, headers);
    return response.end(found.location ? undefined : `${found.status}\n`);
  }
  const extension = extname(found.file).toLowerCase();
  const isGzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const headers = {
    'Content-Type': MIME_TYPES[extension] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': found.file.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(isGzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': String(found.size) }),
  };
  response.writeHead(200, headers);
  if (request.method === 'HEAD') return response.end();
  const stream = createReadStream(found.file);
  if (isGzip) stream.pipe(createGzip({ level: zlibConstants.Z_BEST_COMPRESSION })).pipe(response);
  else stream.pipe(response);
}

function readOption(args, name, fallback) {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const root = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'dist';
  // --mounts '[{"prefix":"/a/","root":"dir"}, …]' serves several folders from one server
  const mounts = readOption(args, '--mounts', undefined);
  const served = await startStaticServer({
    root,
    prefix: readOption(args, '--prefix', '/'),
    mounts: mounts === undefined ? undefined : JSON.parse(mounts),
    port: Number(readOption(args, '--port', '4187')),
  });
  console.log(`serve-static: ${mounts ?? root} at ${served.url}`);
}
