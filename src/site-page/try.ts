import { label } from './strings.ts';

type Island = typeof import('./try-island.ts');

/**
 * Try-it folds (`details.try`): the first time one opens, the island (the explorer's arguments editor and
 * checks) is imported and mounted into its `.try-body`; nothing of it is in the page's first load. The
 * island's code and the site's catalog load once for every fold. Returns the listener's remover.
 */
export function connectTryFolds(): () => void {
  let island: Promise<{ module: Island; catalog: InstanceType<Island['TryCatalog']> }> | null = null;
  // `toggle` does not bubble: one capturing listener hears every fold
  const ontoggle = (event: Event) => {
    const fold = event.target;
    if (!(fold instanceof HTMLDetailsElement) || !fold.open || !fold.classList.contains('try')) return;
    const body = fold.querySelector<HTMLElement>('.try-body');
    const tool = fold.dataset.tool ?? body?.dataset.tool;
    if (!body || tool === undefined || body.dataset.try !== undefined) return;
    body.dataset.try = 'loading';
    body.textContent = label('loading');
    island ??= import('./try-island.ts').then((module) => ({ module, catalog: new module.TryCatalog() }));
    island.then(
      ({ module, catalog }) => module.mountTry(body, tool, catalog),
      (error: unknown) => {
        // a later opening tries again (the network may be back)
        island = null;
        delete body.dataset.try;
        body.textContent = label('loadFailed', { reason: String(error) });
      },
    );
  };
  document.addEventListener('toggle', ontoggle, true);
  return () => document.removeEventListener('toggle', ontoggle, true);
}
