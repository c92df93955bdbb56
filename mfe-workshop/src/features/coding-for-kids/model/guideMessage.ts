/** The guide's contact form: what the parent types and the checks made before it is sent. */
export interface GuideMessageDraft {
  firstname: string;
  lastname: string;
  email: string;
  subject: string;
  message: string;
  terms: boolean;
}

export type GuideMessageErrors = Partial<Record<keyof GuideMessageDraft, string>>;

export const emptyGuideMessage: GuideMessageDraft = {
  firstname: '',
  lastname: '',
  email: '',
  subject: '',
  message: '',
  terms: false,
};

const required: [keyof GuideMessageDraft, string][] = [
  ['firstname', 'Please fill in your first name'],
  ['lastname', 'Please fill in your last name'],
  ['email', 'Please fill in your email'],
  ['subject', 'Please fill in a subject'],
  ['message', 'Please fill in your message'],
];

/** Every problem at once, so the parent can fix them in one pass; the API repeats these checks. */
export function validateGuideMessage(draft: GuideMessageDraft): GuideMessageErrors {
  const errors: GuideMessageErrors = {};
  for (const [field, message] of required) if (!String(draft[field]).trim()) errors[field] = message;
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim()))
    errors.email = 'Please enter a valid email address';
  if (!draft.terms) errors.terms = 'Please accept the terms to send your message';
  return errors;
}
