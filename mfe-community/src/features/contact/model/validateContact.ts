export interface ContactValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  terms: boolean;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const emptyContact: ContactValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  terms: false,
};

// A pragmatic check (something@something.tld); the server validates the address fully.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\d\s.-]{5,40}$/;

/** What the API would refuse, said before sending so the visitor can fix it (the form keeps every value). */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const tooLong = (field: keyof ContactValues, max: number, label: string) => {
    const value = values[field];
    if (typeof value === 'string' && value.trim().length > max && !errors[field])
      errors[field] = `${label} must be at most ${max} characters`;
  };
  if (!values.firstname.trim()) errors.firstname = 'Please fill in your first name';
  if (!values.lastname.trim()) errors.lastname = 'Please fill in your last name';
  if (!values.email.trim()) errors.email = 'Please fill in your email';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (values.phone.trim() && !PHONE.test(values.phone.trim()))
    errors.phone = 'Please enter a phone number using digits, spaces, +, -, ( or )';
  if (!values.subject.trim()) errors.subject = 'Please fill in a subject';
  if (!values.message.trim()) errors.message = 'Please write your message';
  if (!values.terms) errors.terms = 'Please accept the terms to send your message';
  // The API's limits (shared-contract: contactMessageRequest).
  tooLong('firstname', 100, 'Your first name');
  tooLong('lastname', 100, 'Your last name');
  tooLong('subject', 200, 'The subject');
  tooLong('message', 5000, 'Your message');
  return errors;
}
