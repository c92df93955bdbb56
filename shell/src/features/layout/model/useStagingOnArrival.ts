import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { storedPosition } from './useScrollRestoration';

/**
 * Whether the page's Staged parts wait their turn (shared-ui's Staged): only on the page the visitor arrived on, if
 * it opens at its top, and only until the visitor first acts (a press or a key) or leaves it. Where scroll
 * restoration returns to a saved position (a reload, Back from another site, Back to the arrival page itself) or a
 * #hash names an element, the page must be whole when it is shown; so must every page reached inside the site, and
 * what a visitor's action opens (a tab of courses) shows at once.
 */
export function useStagingOnArrival(): boolean {
  const location = useLocation();
  const [arrival] = useState(() => ({
    key: location.key,
    opensAtTop: location.hash === '' && storedPosition(location.key) === undefined,
  }));
  const [over, setOver] = useState(!arrival.opensAtTop);
  // Derived in render, so the page after a navigation is whole in its first render.
  if (!over && location.key !== arrival.key) setOver(true);

  useEffect(() => {
    if (over) return undefined;
    const end = () => setOver(true);
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', end, options);
    window.addEventListener('keydown', end, options);
    return () => {
      window.removeEventListener('pointerdown', end, options);
      window.removeEventListener('keydown', end, options);
    };
  }, [over]);

  return !over && location.key === arrival.key;
}
