/** How long a copy button's status stays shown. */
const STATUS_MS = 4000;

/**
 * A copy button's outcome: `copy(text)` writes the text to the clipboard and sets `outcome` to `done` or
 * `failed` for a few seconds, then back to null. Made during a component's set-up, whose teardown clears the timer.
 */
export class CopyOutcome {
  outcome = $state<'done' | 'failed' | null>(null);
  /** The text the last copy was of, so a status can say whether it speaks of what is shown now. */
  text = $state<string | null>(null);
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    $effect(() => () => clearTimeout(this.#timer));
  }

  /** The status to show: the sentence for the outcome, or nothing once it has gone. */
  words(done: string, failed: string): string {
    return this.outcome === null ? '' : this.outcome === 'done' ? done : failed;
  }

  async copy(text: string): Promise<void> {
    clearTimeout(this.#timer);
    this.text = text;
    try {
      await navigator.clipboard.writeText(text);
      this.outcome = 'done';
    } catch {
      this.outcome = 'failed';
    }
    this.#timer = setTimeout(() => (this.outcome = null), STATUS_MS);
  }
}
