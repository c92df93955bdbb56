/** Spec §8: the contact form's two results. */
export const CONTACT_SENT = 'Message sent successfully';
export const CONTACT_NOT_SENT = 'Message not sent';
