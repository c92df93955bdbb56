import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_CONFIRMATION_PARAM } from 'shared-contract';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { storeContactMessage } from './contact';
import { confirm, subscribe } from './newsletter';

/**
 * Newsletter sign-up (double opt-in: the link mailed to the address lands on the site, whose page confirms
 * it) and the contact form: stored first, then mailed by the outbox.
 */
export function contactRoutes(db: Kysely<Database>, mailTo: string, shellUrl: string) {
  return async (app: FastifyInstance) => {
    const confirmationLink = (token: string) => {
      const link = new URL('/', shellUrl);
      link.searchParams.set(NEWSLETTER_CONFIRMATION_PARAM, token);
      return link.toString();
    };

    contractRoute(
      app,
      'subscribeNewsletter',
      async ({ input }) => {
        if (await subscribe(db, input.email, confirmationLink)) app.outbox.kick();
        return { message: NEWSLETTER_CHECK_INBOX };
      },
      { preHandler: [app.identifyUser, app.parentOnly, app.writeLimit('newsletter')] },
    );

    contractRoute(
      app,
      'confirmNewsletter',
      async ({ input }) => {
        const { message, welcomed } = await confirm(db, input.token);
        if (welcomed) app.outbox.kick();
        return { message };
      },
      { preHandler: [app.identifyUser, app.writeLimit('newsletter')] },
    );

    contractRoute(
      app,
      'sendContactMessage',
      async ({ input, request }) => {
        const messageId = await storeContactMessage(db, mailTo, input);
        request.log.info({ messageId }, 'contact message stored');
        app.outbox.kick();
        return { message: 'Message sent successfully' };
      },
      { preHandler: [app.identifyUser, app.parentOnly, app.writeLimit('contact')] },
    );
  };
}
