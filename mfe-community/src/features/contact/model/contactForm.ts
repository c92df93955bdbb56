import { contactMessageMessages, type ContactMessageValues } from 'shared-events';
import { type FormMessages } from 'shared-events/forms';

export {
  emptyContactMessage as emptyContact,
  type ContactMessageValues as ContactValues,
} from 'shared-events';

/** The contact page's wording: the shared contact-message wording, its own empty message, and the phone it asks for. */
export const contactFormMessages: FormMessages<ContactMessageValues> = {
  ...contactMessageMessages('Please write your message'),
  phone: { invalid: 'Please enter a phone number using digits, spaces, +, -, ( or )' },
};
