import { label } from './strings.ts';
import { SiteSearch, type SearchHit } from './search.ts';
import { loadSearchEntries } from './search-load.ts';
import { goTo } from './reveal.ts';

const SHOWN = 50;

/**
 * The search dialog: a `<dialog>` with a combobox over a listbox of results (WAI-ARIA's combobox with a
 * list popup: focus stays in the box, arrows move `aria-activedescendant`, Enter opens the active result).
 * Made on first use, when the site's index of every tool and field is fetched; until it arrives the status
 * line says it is loading, and if it cannot load, that search is unavailable.
 */
export class SearchDialog {
  #dialog: HTMLDialogElement | null = null;
  #input!: HTMLInputElement;
  #list!: HTMLUListElement;
  #status!: HTMLElement;
  #search: SiteSearch | null = null;
  #isLoadStarted = false;
  #failure: string | null = null;
  #hits: SearchHit[] = [];
  #active = -1;
  #opener: HTMLElement | null = null;
  #isLeaving = false;

  get isOpen(): boolean {
    return this.#dialog?.open ?? false;
  }

  /** Opens the dialog with its box focused; focus returns to `opener` when it closes without a choice. */
  open(opener: HTMLElement | null): void {
    const dialog = (this.#dialog ??= this.#make());
    if (!this.#isLoadStarted) this.#load();
    this.#opener = opener;
    this.#isLeaving = false;
    dialog.showModal();
    this.#input.select();
    this.#show();
  }

  /** Fetches the site's search index, once; the dialog shows its results, or why there are none, when it settles. */
  #load(): void {
    this.#isLoadStarted = true;
    loadSearchEntries().then(
      (entries) => {
        this.#search = new SiteSearch(entries);
        if (this.isOpen) this.#show();
      },
      (error: unknown) => {
        this.#failure = String(error);
        if (this.isOpen) this.#show();
      },
    );
  }

  #make(): HTMLDialogElement {
    const dialog = document.createElement('dialog');
    dialog.className = 'search-dialog';
    dialog.setAttribute('aria-label', label('search'));
    const head = element('div', 'search-head');
    this.#input = document.createElement('input');
    Object.assign(this.#input, {
      type: 'search',
      className: 'search-box',
      autocomplete: 'off',
      spellcheck: false,
    });
    const ids = { list: 'search-results', status: 'search-status' };
    setAttributes(this.#input, {
      role: 'combobox',
      'aria-label': label('searchBox'),
      'aria-expanded': 'false',
      'aria-controls': ids.list,
      'aria-autocomplete': 'list',
      'aria-describedby': ids.status,
    });
    const close = element('button', 'search-close', label('close'));
    close.setAttribute('type', 'button');
    close.addEventListener('click', () => dialog.close());
    head.append(this.#input, close);
    this.#status = element('p', 'search-status');
    setAttributes(this.#status, { id: ids.status, role: 'status' });
    this.#list = element('ul', 'search-results') as HTMLUListElement;
    setAttributes(this.#list, { id: ids.list, role: 'listbox', 'aria-label': label('results') });
    dialog.append(head, this.#status, this.#list);
    this.#input.addEventListener('input', () => this.#show());
    this.#input.addEventListener('keydown', (event) => this.#onKey(event));
    this.#list.addEventListener('click', (event) => {
      const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
      if (option) this.#choose(Number(option.dataset.index));
    });
    // a click on the backdrop lands on the dialog itself, outside its content
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    dialog.addEventListener('close', () => {
      if (!this.#isLeaving) this.#opener?.focus();
    });
    document.body.append(dialog);
    return dialog;
  }

  /** Searches the box's text and lists the results, the first one active. */
  #show(): void {
    const query = this.#input.value;
    if (this.#search === null) {
      this.#hits = [];
      this.#list.replaceChildren();
      this.#input.setAttribute('aria-expanded', 'false');
      this.#status.textContent =
        this.#failure === null ? label('searchLoading') : label('searchFailed', { reason: this.#failure });
      this.#activate(-1);
      return;
    }
    const { hits, total } = this.#search.search(query, SHOWN);
    this.#hits = hits;
    this.#list.replaceChildren(...hits.map((hit, i) => option(hit, i)));
    this.#input.setAttribute('aria-expanded', String(hits.length > 0));
    this.#status.textContent =
      query.trim() === ''
        ? label('typeToSearch')
        : total === 0
          ? label('noMatch', { query })
          : total > hits.length
            ? label('firstOf', { shown: hits.length, count: total })
            : total === 1
              ? label('oneMatch')
              : label('matches', { count: total });
    this.#activate(hits.length > 0 ? 0 : -1);
  }

  #activate(index: number): void {
    this.#list.querySelector('[aria-selected="true"]')?.setAttribute('aria-selected', 'false');
    this.#active = index;
    const option = index >= 0 ? (this.#list.children[index] as HTMLElement) : null;
    if (!option) {
      this.#input.removeAttribute('aria-activedescendant');
      return;
    }
    option.setAttribute('aria-selected', 'true');
    this.#input.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView({ block: 'nearest' });
  }

  #onKey(event: KeyboardEvent): void {
    const last = this.#hits.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (last < 0) return;
      // no wrapping: the list ends where it ends
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.#activate(Math.min(Math.max(this.#active + step, 0), last));
    } else if (event.key === 'Enter' && this.#active >= 0) {
      event.preventDefault();
      this.#choose(this.#active);
    }
  }

  /** Closes the dialog and opens the chosen result as a new history entry. */
  #choose(index: number): void {
    const hit = this.#hits[index];
    if (!hit) return;
    this.#isLeaving = true;
    this.#dialog!.close();
    const page = new URL(hit.entry.page, location.href);
    if (page.pathname === location.pathname) goTo(hit.entry.id);
    else location.assign(`${hit.entry.page}#${hit.entry.id}`);
  }
}

function option(hit: SearchHit, i: number): HTMLLIElement {
  const item = element('li', 'search-result') as HTMLLIElement;
  setAttributes(item, { role: 'option', id: `search-result-${i}`, 'aria-selected': 'false' });
  item.dataset.index = String(i);
  const { tool, path } = hit.entry;
  item.append(element('span', 'search-tool', tool));
  if (path !== null) item.append(' ', element('span', 'search-path', path));
  return item;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

function setAttributes(target: Element, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) target.setAttribute(name, value);
}
