import type { Dictionary } from './dictionary.ts';

/**
 * Every first-load area's dictionary, keyed by its file's path (`./dict/shell.ts`): what each page's words
 * start from. Adding an area means adding a file in ./dict/, not editing this one.
 */
export const DICTIONARIES: Readonly<Record<string, Dictionary>> = import.meta.glob<Dictionary>(
  './dict/*.ts',
  {
    eager: true,
    import: 'default',
  },
);
