import type { ParsedRequestOf } from 'shared-contract';
import type { OutgoingMail } from '../../mail/mailer';

/** The newsletter's welcome offer (community spec §9: PY30NOW, 30% off). */
export const NEWSLETTER_CODE = 'PY30NOW';

/** Header values come from visitors: keep them on one line. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function newsletterWelcome(email: string): OutgoingMail {
  return {
    to: email,
    subject: `Your discount code: ${NEWSLETTER_CODE}`,
    text: `Thanks for signing up for our newsletter!\n\nUse the code ${NEWSLETTER_CODE} at checkout for 30% off a course.\n`,
  };
}

/** The double opt-in mail: the code comes only once this link is followed. */
export function newsletterConfirmation(email: string, link: string, validHours: number): OutgoingMail {
  return {
    to: email,
    subject: 'Please confirm your newsletter sign-up',
    text: [
      'Someone, hopefully you, signed this address up for our newsletter.',
      '',
      `To confirm and get your 30% discount code, open this link within ${validHours} hours:`,
      link,
      '',
      'If it was not you, ignore this mail: you will not hear from us again.',
      '',
    ].join('\n'),
  };
}

export function contactMail(to: string, input: ParsedRequestOf<'sendContactMessage'>): OutgoingMail {
  return {
    to,
    replyTo: input.email,
    subject: oneLine(`Contact form: ${input.subject}`),
    text: [
      `From: ${input.firstname} ${input.lastname} <${input.email}>`,
      `Phone: ${input.phone?.trim() || 'not given'}`,
      `Subject: ${input.subject}`,
      '',
      input.message,
      '',
    ].join('\n'),
  };
}
