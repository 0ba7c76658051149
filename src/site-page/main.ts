// The published site's one script: the page is complete without it; it adds the nav button, deep links,
// the tool in view, search, copy buttons and, on demand, Try it.
import './site.css';
import { connectCopyButtons } from './copy.ts';
import { followAddress, unfoldOnHashChange } from './deep-link.ts';
import { connectCurrentTool, connectNavToggle } from './nav.ts';
import { connectSearch } from './search-keys.ts';
import { connectTryFolds } from './try.ts';

connectNavToggle();
connectSearch();
connectCopyButtons();
connectTryFolds();
unfoldOnHashChange();
followAddress();
connectCurrentTool();
