/** Content types by file extension; anything else is served as bytes. */
export const MIME_TYPES: Record<string, string>;

/** What a request path names: a file inside the root, a redirect, or a refusal. */
export type Resolved =
  | { status: 200; file: string; size: number }
  | { status: 301; location: string }
  | { status: 400 | 403 | 404 };

/** The file a request path names inside `root`, or an HTTP status when it names none or tries to leave `root`. */
export function resolveRequest(root: string, prefix: string, rawPath: string): Promise<Resolved>;

/** A running static server. */
export interface StaticServer {
  server: import('node:http').Server;
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts a server for the files under `root` at `http://host:port{prefix}`; port 0 picks a free one. */
export function startStaticServer(options: {
  root: string;
  prefix?: string;
  port?: number;
  host?: string;
}): Promise<StaticServer>;
