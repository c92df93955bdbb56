/**
 * Moves keyboard focus to `element` as the control the learner pressed gives way to it, unless they have put focus
 * somewhere else meanwhile (the player's code can take a while): a control that went away leaves it on the body.
 */
export function focusIfUnclaimed(element: HTMLElement | null | undefined): void {
  const focused = document.activeElement;
  if (focused === null || focused === document.body) element?.focus();
}
