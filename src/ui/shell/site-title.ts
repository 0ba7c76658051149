/**
 * The title of a site built for someone's own catalog (`npm run site`), named in the page's head before any
 * script runs; null on the explorer's own site, whose title is translated (and where there is no document).
 */
export const SITE_TITLE: string | null =
  (typeof document === 'undefined'
    ? null
    : document.querySelector('meta[name="application-name"]')?.getAttribute('content')) || null;
