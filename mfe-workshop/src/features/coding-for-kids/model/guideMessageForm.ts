import { contactMessageMessages, emptyContactMessage, type ContactMessageValues } from 'shared-events';
import { type FormMessages } from 'shared-events/forms';

/** The guide's contact form: what the parent types (no phone), sent as the contract's contact message. */
export type GuideMessageDraft = Omit<ContactMessageValues, 'phone'>;

const { phone: _noPhone, ...emptyDraft } = emptyContactMessage;
export const emptyGuideMessage: GuideMessageDraft = emptyDraft;

/** The guide's wording of what the contract refuses: the shared contact-message wording, its own empty message. */
export const guideMessageMessages: FormMessages<GuideMessageDraft> = contactMessageMessages(
  'Please fill in your message',
);
