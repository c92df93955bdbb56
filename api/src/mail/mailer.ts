import nodemailer, { type Transporter } from 'nodemailer';

/** A mail ready to send; stored as the outbox payload so delivery needs nothing else. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML, sent beside `text` (multipart/alternative); every value in it escaped. */
  html?: string;
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe; values are set by the API, never by visitors. */
  headers?: Record<string, string>;
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

/** How long an SMTP send may wait on the server before the attempt fails and is retried later. */
export interface SmtpTimeouts {
  /** Connecting and the server's greeting (SMTP_CONNECT_TIMEOUT_SECONDS). */
  connectMs: number;
  /** Silence from the server during a send (SMTP_SOCKET_TIMEOUT_SECONDS). */
  socketMs: number;
}

/** Nodemailer waits 2 minutes to connect, 30 s for the greeting and 10 minutes on a silent socket. */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 10_000, socketMs: 30_000 };

/** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465. */
export function smtpMailer(
  smtpUrl: string,
  from: string,
  timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
): Mailer {
  return nodemailerMailer(
    nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeouts.connectMs,
      greetingTimeout: timeouts.connectMs,
      socketTimeout: timeouts.socketMs,
    }),
    from,
  );
}
