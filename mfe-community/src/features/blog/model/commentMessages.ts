/** Spec §5: shown when the form has no post to attach the comment to. */
export const MISSING_POST_MESSAGE = 'Failed to submit comment. Please try again later.';
