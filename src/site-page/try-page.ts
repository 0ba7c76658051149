import { PageState } from '../ui/state/page.svelte.ts';
import type { HistoryMode } from '../ui/state/url-sync.ts';

/**
 * The explorer's page state for one Try-it fold of a published site: the same selection, arguments and
 * checks, but the address stays the site's own (a fold writes no `?tool=` or `&args=` into it).
 */
export class TryPage extends PageState {
  override commit(mode: HistoryMode): void {
    void mode;
  }
}
