import { label } from './strings.ts';

const SHOWN_MS = 2000;

/**
 * Copy buttons (`button.copy`): each copies its `data-copy`, else the text of the code beside it, and the
 * page's one live region says "Copied" (or why not). One listener for every button; returns its remover.
 */
export function connectCopyButtons(): () => void {
  const status = document.createElement('div');
  status.className = 'visually-hidden copy-status';
  status.setAttribute('role', 'status');
  document.body.append(status);
  const onclick = async (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button.copy');
    if (!button) return;
    const text = button.dataset.copy ?? button.parentElement?.querySelector('code')?.textContent ?? '';
    let said: string;
    try {
      await navigator.clipboard.writeText(text);
      said = label('copied');
    } catch {
      said = label('copyFailed');
    }
    // the same words twice in a row are announced again only if the region changes between them
    status.textContent = '';
    status.textContent = said;
    // the button says it too, for a while: what a sighted reader looks at
    const own = (button.dataset.label ??= button.textContent ?? '');
    button.textContent = said === label('copied') ? said : own;
    setTimeout(() => {
      button.textContent = own;
      if (status.textContent === said) status.textContent = '';
    }, SHOWN_MS);
  };
  document.addEventListener('click', onclick);
  return () => {
    document.removeEventListener('click', onclick);
    status.remove();
  };
}
