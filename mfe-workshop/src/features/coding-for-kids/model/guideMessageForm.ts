import { NAME_MAX, TEXT_MAX, TITLE_MAX } from 'shared-contract';
import type { FormMessages } from 'shared-platform';

/** The guide's contact form: what the parent types, sent as the contract's contact message. */
export interface GuideMessageDraft {
  firstname: string;
  lastname: string;
  email: string;
  subject: string;
  message: string;
  terms: boolean;
}

export const emptyGuideMessage: GuideMessageDraft = {
  firstname: '',
  lastname: '',
  email: '',
  subject: '',
  message: '',
  terms: false,
};

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** How the form words what the contract (contactMessageRequest) refuses; the API makes the same checks. */
export const guideMessageMessages: FormMessages<GuideMessageDraft> = {
  firstname: { required: 'Please fill in your first name', tooLong: tooLong('Your first name', NAME_MAX) },
  lastname: { required: 'Please fill in your last name', tooLong: tooLong('Your last name', NAME_MAX) },
  email: { required: 'Please fill in your email', invalid: 'Please enter a valid email address' },
  subject: { required: 'Please fill in a subject', tooLong: tooLong('The subject', TITLE_MAX) },
  message: { required: 'Please fill in your message', tooLong: tooLong('Your message', TEXT_MAX) },
  terms: { required: 'Please accept the terms to send your message' },
};
