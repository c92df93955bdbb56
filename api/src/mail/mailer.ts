import nodemailer, { type Transporter } from 'nodemailer';

/** A mail ready to send; stored as the outbox payload so delivery needs nothing else. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Sends through a nodemailer transport (SMTP from SMTP_URL in production) from one sender address. */
export function nodemailerMailer(transport: Transporter, from: string): Mailer {
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  return nodemailerMailer(nodemailer.createTransport(smtpUrl), from);
}
