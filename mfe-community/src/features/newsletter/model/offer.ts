/** Spec §9: the newsletter code, its copied note and the delay of the first-time display. */
export const NEWSLETTER_CODE = 'PY30NOW';
export const COPIED_NOTE_MS = 3000;
export const FIRST_DISPLAY_DELAY_MS = 3000;
