/**
 * The title of a site built for someone's own catalog (`npm run site`), named in the page's head before any
 * script runs; null on the explorer's own site, whose title is translated.
 */
export const SITE_TITLE: string | null =
  document.querySelector('meta[name="application-name"]')?.getAttribute('content') || null;
