import { useEffect, useState } from 'react';

/** Inputs that are buttons: pressing one is not typing. */
const BUTTON_INPUTS = new Set(['button', 'submit', 'reset', 'image']);

/** Whether the element is a form field someone types or chooses in (a text box, a list, an editor). */
function isFormField(element: EventTarget | Element | null): boolean {
  if (element instanceof HTMLInputElement) return !BUTTON_INPUTS.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * Whether a form field anywhere on the page has the focus: someone is filling in a form (a parent on /family,
 * a visitor writing to us), and nothing should open over it until the focus leaves the fields.
 */
export function useFieldInUse(): boolean {
  const [inUse, setInUse] = useState(() => isFormField(document.activeElement));
  useEffect(() => {
    const focusIn = (event: FocusEvent) => setInUse(isFormField(event.target));
    // Moving from one field to the next keeps the form in use; leaving for a button or the page does not.
    const focusOut = (event: FocusEvent) => setInUse(isFormField(event.relatedTarget));
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    return () => {
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
    };
  }, []);
  return inUse;
}
