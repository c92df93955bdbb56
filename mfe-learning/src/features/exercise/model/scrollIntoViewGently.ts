const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Scrolls `element` just far enough to show it (not at all when it is in view): smoothly, or at once for a learner
 * whose system asks for less motion.
 */
export function scrollIntoViewGently(element: Element): void {
  const reduced = window.matchMedia?.(REDUCED_MOTION).matches ?? false;
  // jsdom has no scrollIntoView; every browser the site supports has it.
  element.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'instant' : 'smooth' });
}
