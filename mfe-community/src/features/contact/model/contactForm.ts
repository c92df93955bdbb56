import { NAME_MAX, TEXT_MAX, TITLE_MAX } from 'shared-contract';
import type { FormMessages } from 'shared-platform';

/** The form's fields: the contact request's, with the terms box unticked until the visitor ticks it. */
export interface ContactValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  terms: boolean;
}

export const emptyContact: ContactValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  terms: false,
};

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** How the form words what the contract (contactMessageRequest) refuses; the rules themselves are the API's. */
export const contactFormMessages: FormMessages<ContactValues> = {
  firstname: { required: 'Please fill in your first name', tooLong: tooLong('Your first name', NAME_MAX) },
  lastname: { required: 'Please fill in your last name', tooLong: tooLong('Your last name', NAME_MAX) },
  email: { required: 'Please fill in your email', invalid: 'Please enter a valid email address' },
  phone: { invalid: 'Please enter a phone number using digits, spaces, +, -, ( or )' },
  subject: { required: 'Please fill in a subject', tooLong: tooLong('The subject', TITLE_MAX) },
  message: { required: 'Please write your message', tooLong: tooLong('Your message', TEXT_MAX) },
  terms: { required: 'Please accept the terms to send your message' },
};
