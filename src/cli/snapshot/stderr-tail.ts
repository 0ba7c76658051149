/** How much of a server's standard error a failure report shows: the last lines, each cut to a width. */
export const TAIL_LIMITS = Object.freeze({ lines: 10, width: 300 });

/**
 * Keeps the last lines a stream wrote, in bounded memory whatever the stream's size: a failure report
 * shows them so the reader sees why the server stopped.
 */
export class StderrTail {
  readonly #decoder = new TextDecoder();
  #lines: string[] = [];
  #partial = '';

  /** Adds a chunk of the stream. */
  push(chunk: Uint8Array | string): void {
    const text =
      this.#partial + (typeof chunk === 'string' ? chunk : this.#decoder.decode(chunk, { stream: true }));
    const parts = text.split(/\r?\n/);
    this.#partial = cut(parts.pop()!);
    for (const line of parts.slice(-TAIL_LIMITS.lines)) this.#lines.push(cut(line));
    this.#lines = this.#lines.slice(-TAIL_LIMITS.lines);
  }

  /** The last lines, the unfinished one included; blank lines are left out. */
  lines(): string[] {
    return [...this.#lines, this.#partial].filter((line) => line.trim() !== '').slice(-TAIL_LIMITS.lines);
  }
}

function cut(line: string): string {
  return line.length <= TAIL_LIMITS.width ? line : `${line.slice(0, TAIL_LIMITS.width)}…`;
}
