import { NAME_MAX, TEXT_MAX, TITLE_MAX } from 'shared-contract';
import type { FormMessages } from './contractForm';

/**
 * What a visitor types into a form that sends the contract's contact message (the contact page, the parents'
 * guide): the request's fields, with the terms box unticked until ticked. A form without a phone field leaves it ''.
 */
export interface ContactMessageValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  terms: boolean;
}

export const emptyContactMessage: ContactMessageValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  terms: false,
};

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * How such a form words what contactMessageRequest refuses (the rules are the API's); a form adds its own wording
 * of an empty message, which the two forms' specs word differently, and of a phone, which only one form asks for.
 */
export const contactMessageWording = {
  firstname: { required: 'Please fill in your first name', tooLong: tooLong('Your first name', NAME_MAX) },
  lastname: { required: 'Please fill in your last name', tooLong: tooLong('Your last name', NAME_MAX) },
  email: { required: 'Please fill in your email', invalid: 'Please enter a valid email address' },
  subject: { required: 'Please fill in a subject', tooLong: tooLong('The subject', TITLE_MAX) },
  message: { tooLong: tooLong('Your message', TEXT_MAX) },
  terms: { required: 'Please accept the terms to send your message' },
} satisfies FormMessages<ContactMessageValues>;

/** The wording of a contact-message form whose empty message reads `messageRequired`. */
export function contactMessageMessages(messageRequired: string): FormMessages<ContactMessageValues> {
  return {
    ...contactMessageWording,
    message: { ...contactMessageWording.message, required: messageRequired },
  };
}
