// The published site's one script: the page is complete without it; it adds the nav button, deep links,
// the page's tool in sight in the nav, search, copy buttons and, on demand, Try it.
import './site.css';
import { connectCopyButtons } from './copy.ts';
import { followAddress, unfoldOnHashChange } from './deep-link.ts';
import { connectNavToggle, showCurrentLink } from './nav.ts';
import { connectSearch } from './search-keys.ts';
import { connectTryFolds } from './try.ts';

connectNavToggle();
connectSearch();
connectCopyButtons();
connectTryFolds();
unfoldOnHashChange();
followAddress();
showCurrentLink();
