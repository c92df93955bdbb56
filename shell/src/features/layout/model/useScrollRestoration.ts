import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The sessionStorage entry holding each history entry's scroll position (by location.key) across a reload. */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

export function storedPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The key keyOpeningHistoryEntry gave an entry that had none: nothing can be stored under it yet. */
let freshOpeningKey: string | undefined;

/**
 * The stored positions the entry `key` may need: none for a fresh visit's opening entry, which is answered without
 * reading sessionStorage (its first read is synchronous work the site's first render need not wait for).
 */
function storedPositionsFor(key: string): Record<string, number> {
  return key === freshOpeningKey ? {} : storedPositions();
}

/** The scroll position stored for a history entry. */
export function storedPosition(key: string): number | undefined {
  return storedPositionsFor(key)[key];
}

/**
 * Gives the history entry the site opens on a key of its own, as every later entry gets one: react-router calls an
 * entry without one 'default', so each fresh visit would share (and restore) the position saved under that name by
 * the previous one. A reload or a return from another site finds the key in the entry. Call before the router starts.
 */
export function keyOpeningHistoryEntry(): void {
  const state: unknown = window.history.state;
  const entry = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof entry.key === 'string') return;
  freshOpeningKey = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...entry, key: freshOpeningKey }, '');
}

/** The element a location's #hash names, if the page shows it. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * What react-router's ScrollRestoration did with its data router: a new page opens at its top (or at the element
 * its #hash names); Back and Forward, and a reload, return to where the visitor was on that history entry. A
 * replace that keeps the path (the address recording a coupon code) leaves the scroll where it is. Positions are
 * recorded as the visitor scrolls (when the address changes the old page may already be gone, and the browser
 * would report a clamped position) and kept in sessionStorage when the page is hidden.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read once, then updated in place: no render depends on it. A fresh visit reaches by Back and Forward only the
  // entries it makes itself.
  const [positions] = useState(() => storedPositionsFor(location.key));
  const current = useRef({ key: location.key, pathname: location.pathname });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions[current.current.key] = window.scrollY;
    };
    const keep = () => {
      record();
      try {
        // Earlier visits' positions stay: this tab's Back may reload one of their pages.
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ ...storedPositions(), ...positions }));
      } catch {
        // Storage full or blocked: the positions last as long as the page.
      }
      // Leaving the site: the browser restores other pages itself.
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);

  useLayoutEffect(() => {
    const samePath = current.current.pathname === location.pathname;
    current.current = { key: location.key, pathname: location.pathname };
    const saved = positions[location.key];
    const target = hashTarget(location.hash);
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (!(navigationType === 'REPLACE' && samePath)) window.scrollTo(0, 0);
  }, [location, navigationType, positions]);
}
