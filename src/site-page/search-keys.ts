import { SearchDialog } from './search-dialog.ts';

/** Whether a key press goes to something the reader types into, where `/` is a character. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'))
  );
}

/**
 * Opens the search dialog from the header's button, `/` (outside a text box), Ctrl+K and ⌘K. Returns the
 * remover of its listeners.
 */
export function connectSearch(): () => void {
  const dialog = new SearchDialog();
  const button = document.querySelector<HTMLButtonElement>('.search-open');
  const onclick = () => dialog.open(button);
  const onkeydown = (event: KeyboardEvent) => {
    const isShortcut =
      (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) ||
      (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey);
    if (!isShortcut || dialog.isOpen) return;
    event.preventDefault();
    dialog.open(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  };
  button?.addEventListener('click', onclick);
  document.addEventListener('keydown', onkeydown);
  return () => {
    button?.removeEventListener('click', onclick);
    document.removeEventListener('keydown', onkeydown);
  };
}
