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

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left < b.right + CLEARANCE_PX &&
    b.left < a.right + CLEARANCE_PX &&
    a.top < b.bottom + CLEARANCE_PX &&
    b.top < a.bottom + CLEARANCE_PX
  );
}

/** Whether `box` overlaps any visible primary action of the page. */
export function coversPrimaryAction(box: DOMRect, root: ParentNode = document): boolean {
  if (box.width === 0 || box.height === 0) return false;
  return Array.from(root.querySelectorAll(`[${PRIMARY_ACTION_ATTRIBUTE}]`)).some((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && overlaps(box, rect);
  });
}

/**
 * True while the floating element in `ref` would cover a primary action. It is measured where it stands, so
 * the element stays laid out (hide it with `visibility`, not by unmounting); it is measured in the frame after it
 * becomes active, and scrolling, resizing and changes to the page (a route's content arriving) measure again, at
 * most once a frame.
 */
export function useCoversPrimaryAction(ref: RefObject<HTMLElement | null>, active = true): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    if (!active) {
      setCovers(false);
      return undefined;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      setCovers(element ? coversPrimaryAction(element.getBoundingClientRect()) : false);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    // The first measure waits for a frame too: measuring as the effect runs would force the layout of a page
    // still being built (on a course page's arrival, 13-28 ms of a phone's main thread at Lighthouse's 4x).
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      mutations.disconnect();
    };
  }, [ref, active]);

  return covers;
}
