import {
  Client,
  ProtocolError,
  SdkError,
  SdkErrorCode,
  StreamableHTTPClientTransport,
  type StandardSchemaV1,
  type Transport,
} from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { ContractError, ErrorParams, Reason, Result, SnapshotSource } from '../../core/index.ts';
import { runFailure } from './failure.ts';
import { listAllPages } from './list-pages.ts';
import { describeTarget, type SnapshotPlan, type Target } from './plan.ts';
import { StderrTail } from './stderr-tail.ts';

/** A server's tools as it sent them, with where they came from. */
export interface Listed {
  tools: unknown[];
  source: SnapshotSource;
}

/** The tools the server listed; or why not, and the last lines of its standard error. */
export type Taken = { ok: true; value: Listed } | { ok: false; error: ContractError; stderr: string[] };

/**
 * Accepts any result as it arrived: the SDK's own `listTools` and Tool schema would drop or reject tools it
 * finds invalid, and a snapshot keeps every tool exactly as sent (the importer judges them afterwards).
 */
const AS_SENT: StandardSchemaV1<unknown> = {
  '~standard': { version: 1, vendor: 'tool-contract', validate: (value) => ({ value }) },
};

/** What the transport told us that the SDK's errors do not: a command that never started, a closed link. */
interface LinkState {
  spawnError: string | null;
  isClosed: boolean;
}

/**
 * Starts or reaches the server, reads every page of `tools/list` through the MCP SDK client and ends the
 * connection (and the server it started). `plan.timeoutMs` bounds all of it.
 */
export async function takeSnapshot(plan: SnapshotPlan, clientVersion: string): Promise<Taken> {
  const tail = new StderrTail();
  const state: LinkState = { spawnError: null, isClosed: false };
  const { transport, pid } = openTransport(plan.target, tail);
  transport.onclose = () => void (state.isClosed = true);
  transport.onerror = (error: Error & { code?: unknown; syscall?: unknown }) => {
    if (String(error.syscall).startsWith('spawn')) state.spawnError = String(error.code ?? 'error');
  };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), plan.timeoutMs);
  const endsAt = Date.now() + plan.timeoutMs;
  const limits = () => ({ signal: deadline.signal, timeout: Math.max(1, endsAt - Date.now()) });
  const client = new Client({ name: 'tool-contract', version: clientVersion });
  let outcome: Result<Listed>;
  try {
    await client.connect(transport, limits());
    const request = (cursor: string | undefined) =>
      client.request(
        { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
        AS_SENT,
        limits(),
      );
    const pages = await listAllPages(request, plan.maxPages);
    outcome = pages.ok
      ? { ok: true, value: { tools: pages.value.tools, source: sourceOf(client, plan.target) } }
      : pages;
  } catch (error) {
    outcome = { ok: false, error: classify(error, state, deadline.signal.aborted, plan) };
  }
  clearTimeout(timer);
  await close(client, pid(), deadline.signal.aborted);
  // Read once the server has ended, so its last words before a crash are in.
  return outcome.ok ? outcome : { ...outcome, stderr: tail.lines() };
}

/** The transport to the target, and the id of the server process it started (null over HTTP). */
function openTransport(target: Target, tail: StderrTail): { transport: Transport; pid: () => number | null } {
  if (target.kind === 'streamable-http') {
    const headers = Object.fromEntries(target.headers.map(([name, value]) => [name, value]));
    return {
      transport: new StreamableHTTPClientTransport(target.url, { requestInit: { headers } }),
      pid: () => null,
    };
  }
  // The server gets this process's environment, as a shell would give it; none of it is written anywhere.
  const env = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const transport = new StdioClientTransport({
    command: target.command,
    args: [...target.args],
    env,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Uint8Array | string) => tail.push(chunk));
  // The SDK forgets the process once it starts closing it; its id is kept to make sure it ends.
  let pid: number | null = null;
  const start = transport.start.bind(transport);
  transport.start = async () => {
    try {
      await start();
    } finally {
      pid = transport.pid;
    }
  };
  return { transport, pid: () => pid };
}

function sourceOf(client: Client, target: Target): SnapshotSource {
  const server = client.getServerVersion();
  return {
    server: { name: stringOrNull(server?.name), version: stringOrNull(server?.version) },
    protocolVersion: stringOrNull(client.getNegotiatedProtocolVersion()),
    transport: describeTarget(target),
  };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Which failure an error of the SDK, the transport or the network means: the server was not listed. */
function classify(error: unknown, state: LinkState, isTimedOut: boolean, plan: SnapshotPlan): ContractError {
  const isSdkTimeout = error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout;
  if (isTimedOut || isSdkTimeout) return notListed('list_timeout', { seconds: plan.timeoutMs / 1000 });
  if (state.spawnError !== null && plan.target.kind === 'stdio')
    return notListed('not_started', { command: plan.target.command, errno: state.spawnError });
  if (error instanceof ProtocolError)
    return notListed('server_error', { rpc_code: error.code, message: oneLine(error.message) });
  const status = (error as { data?: { status?: unknown } } | null)?.data?.status;
  if (typeof status === 'number') return notListed('http_status', { status });
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause !== undefined && cause !== null) {
    const detail = typeof cause.code === 'string' ? cause.code : oneLine(String(cause.message)).slice(0, -1);
    return notListed('unreachable', { detail });
  }
  const isClosed =
    state.isClosed || (error instanceof SdkError && error.code === SdkErrorCode.ConnectionClosed);
  if (isClosed) return notListed(plan.target.kind === 'stdio' ? 'server_exited' : 'connection_closed', {});
  return notListed('list_failed', {
    message: oneLine(error instanceof Error ? error.message : String(error)),
  });
}

function notListed(reason: Reason, params: ErrorParams): ContractError {
  return runFailure('SERVER_NOT_LISTED', '', reason, params);
}

/** A server's message as one bounded line of a sentence. */
function oneLine(message: string): string {
  const line = message.split(/\r?\n/).find((part) => part.trim() !== '') ?? '(no message)';
  const cut = line.length > 300 ? `${line.slice(0, 300)}…` : line.trim();
  return /[.!?…]$/.test(cut) ? cut : `${cut}.`;
}

/**
 * Ends the connection and the server process it started: a server that ran out of time is sent SIGTERM at
 * once, and one still running once the SDK has closed the connection is sent SIGKILL.
 */
async function close(client: Client, pid: number | null, isTimedOut: boolean): Promise<void> {
  if (isTimedOut) signal(pid, 'SIGTERM');
  await client.close().catch(() => undefined);
  signal(pid, 'SIGKILL');
}

function signal(pid: number | null, name: NodeJS.Signals): void {
  if (pid === null) return;
  try {
    process.kill(pid, name);
  } catch {
    // the process has ended already
  }
}
