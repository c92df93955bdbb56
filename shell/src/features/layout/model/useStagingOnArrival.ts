import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { storedPositions } from './useScrollRestoration';

/**
 * Whether the page's Staged parts wait their turn (shared-ui's Staged): only on the page the visitor arrived on,
 * and only if it opens at its top. Where scroll restoration returns to a saved position (a reload, Back from
 * another site) or a #hash names an element, the page must be whole when it is shown; so must every page reached
 * inside the site, which Back returns to.
 */
export function useStagingOnArrival(): boolean {
  const location = useLocation();
  const [arrival] = useState(() => ({
    key: location.key,
    opensAtTop: location.hash === '' && storedPositions()[location.key] === undefined,
  }));
  return arrival.opensAtTop && location.key === arrival.key;
}
