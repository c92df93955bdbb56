import { useSyncExternalStore } from 'react';

/** What the topmost open dialog does with a key pressed anywhere on the page. */
export interface StackedModal {
  onKeyDown: (event: KeyboardEvent) => void;
}

const open: StackedModal[] = [];
const listeners = new Set<() => void>();

// One listener on the document, so keys reach the topmost dialog wherever focus is (on the body after the
// focused element went away, or on the page behind), and a dialog underneath never reacts to them.
function dispatchToTopmost(event: KeyboardEvent): void {
  open.at(-1)?.onKeyDown(event);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Puts an open dialog on top of the others; the returned function takes it off again. */
export function pushModal(modal: StackedModal): () => void {
  if (open.length === 0) document.addEventListener('keydown', dispatchToTopmost);
  open.push(modal);
  notify();
  return () => {
    const index = open.indexOf(modal);
    if (index === -1) return;
    open.splice(index, 1);
    if (open.length === 0) document.removeEventListener('keydown', dispatchToTopmost);
    notify();
  };
}

/** Whether `modal` is the dialog the user is working in. */
export function isTopmostModal(modal: StackedModal): boolean {
  return open.at(-1) === modal;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const anyOpen = (): boolean => open.length > 0;

/**
 * Whether any Modal is open on the page, in whichever remote rendered it (shared-ui is one shared instance).
 * Lets something that opens by itself, such as an offer, wait instead of covering the dialog a user works in.
 */
export function useIsAnyModalOpen(): boolean {
  return useSyncExternalStore(subscribe, anyOpen, anyOpen);
}
