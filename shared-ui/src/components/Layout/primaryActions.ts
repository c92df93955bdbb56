import { useEffect, useState, type RefObject } from 'react';

/**
 * Primary actions (Enroll Now, a page's tabs, Check) are marked with this attribute so that floating buttons
 * (the newsletter offer, Back to top) step aside instead of covering them: a floating button that would
 * overlap a marked element hides until the page is scrolled or resized clear of it.
 */
export const PRIMARY_ACTION_ATTRIBUTE = 'data-primary-action';

/** Spread onto an element to mark it as a primary action: `<Button {...primaryAction}>`. */
export const primaryAction = { [PRIMARY_ACTION_ATTRIBUTE]: '' } as const;

/** Room kept around a primary action, so a floating button never sits flush against it either. */
const CLEARANCE_PX = 8;

type Box = Pick<DOMRectReadOnly, 'top' | 'right' | 'bottom' | 'left'>;

/**
 * The IntersectionObserver root margin that cuts the viewport down to `box` and its clearance: whatever
 * intersects that root overlaps the box, or comes within the clearance of it.
 */
export function rootMarginAround(box: Box, viewport: Box): string {
  const inset = [
    box.top - CLEARANCE_PX - viewport.top,
    viewport.right - box.right - CLEARANCE_PX,
    viewport.bottom - box.bottom - CLEARANCE_PX,
    box.left - CLEARANCE_PX - viewport.left,
  ];
  return inset.map((px) => `${String(-Math.round(px))}px`).join(' ');
}

const hasArea = (rect: DOMRectReadOnly) => rect.width > 0 && rect.height > 0;
const sameBox = (a: DOMRectReadOnly, b: DOMRectReadOnly) =>
  a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;

/**
 * True while the floating element in `ref` would cover a primary action. The browser says so: one
 * IntersectionObserver reports where the floating element stands, a second one, whose root is the viewport cut
 * down to that spot, which primary actions are in it. Nothing is measured from script, so nothing forces a
 * layout of a page that is still being built (a synchronous measure at mount and after each change to the page
 * cost 13-50 ms a time at Lighthouse's 4x on a course page or home). The element stays laid out while it steps
 * aside (hide it with `visibility`, not by unmounting); it is looked at again when the page's content changes (a
 * route's content arriving), when the root's style does (the cookie banner's height, which floating buttons sit
 * above) and when the window is resized.
 */
export function useCoversPrimaryAction(ref: RefObject<HTMLElement | null>, active = true): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') {
      setCovers(false);
      return undefined;
    }
    const observed = new Set<Element>();
    const covered = new Set<Element>();
    let actions: IntersectionObserver | undefined;
    let watched: { box: DOMRectReadOnly; viewport: DOMRectReadOnly } | undefined;
    // Between a new actions observer and its first report (one entry for each action) the answer stands as it was.
    let awaitingReport = false;

    /** Observes the page's primary actions not observed yet, and lets go of those that left the page. */
    const observeActions = () => {
      for (const action of observed) {
        if (action.isConnected) continue;
        actions?.unobserve(action);
        observed.delete(action);
        covered.delete(action);
      }
      for (const action of document.querySelectorAll(`[${PRIMARY_ACTION_ATTRIBUTE}]`)) {
        if (observed.has(action)) continue;
        observed.add(action);
        actions?.observe(action);
      }
    };
    const watchAround = (box: DOMRectReadOnly, viewport: DOMRectReadOnly) => {
      if (watched && sameBox(watched.box, box) && sameBox(watched.viewport, viewport)) return;
      watched = { box, viewport };
      actions?.disconnect();
      actions = undefined;
      observed.clear();
      covered.clear();
      if (!hasArea(box)) {
        awaitingReport = false;
        setCovers(false);
        return;
      }
      actions = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting && hasArea(entry.boundingClientRect)) covered.add(entry.target);
            else covered.delete(entry.target);
          }
          awaitingReport = false;
          setCovers(covered.size > 0);
        },
        { rootMargin: rootMarginAround(box, viewport) },
      );
      observeActions();
      awaitingReport = observed.size > 0;
      if (!awaitingReport) setCovers(false);
    };
    const floating = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest?.rootBounds) watchAround(latest.boundingClientRect, latest.rootBounds);
    });
    floating.observe(element);
    // Observing again makes the observer report the element's box afresh, after the browser's next layout.
    const lookAgain = () => {
      floating.unobserve(element);
      floating.observe(element);
    };
    const pageChanged = () => {
      observeActions();
      if (!awaitingReport) setCovers(covered.size > 0);
      lookAgain();
    };
    window.addEventListener('resize', lookAgain);
    const mutations = new MutationObserver(pageChanged);
    mutations.observe(document.body, { childList: true, subtree: true });
    mutations.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
    return () => {
      window.removeEventListener('resize', lookAgain);
      mutations.disconnect();
      floating.disconnect();
      actions?.disconnect();
    };
  }, [ref, active]);

  return covers;
}
