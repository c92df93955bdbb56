import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a page's heading: a remote's page may still be loading when the address changes. */
export const HEADING_WAIT_MS = 10_000;

/**
 * After a navigation to another page (not on the first load), moves focus to the new page's main heading,
 * so a screen reader announces the page and Tab starts from it instead of from the link that was followed.
 * Focus is left alone if the visitor has already moved it somewhere else while the page loaded.
 */
export function useFocusPageHeading(mainId: string): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusedAtNavigation = document.activeElement;

    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      const focusMoved =
        document.activeElement !== focusedAtNavigation && document.activeElement !== document.body;
      if (!focusMoved) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
