import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { storeContactMessage } from './contact';
import { subscribe } from './newsletter';

/** Newsletter sign-up and the contact form: stored first, then mailed by the outbox. */
export function contactRoutes(db: Kysely<Database>, mailTo: string) {
  return async (app: FastifyInstance) => {
    contractRoute(app, 'subscribeNewsletter', async ({ input }) => {
      const { message, isNew } = await subscribe(db, input.email);
      if (isNew) app.outbox.kick();
      return { message };
    });

    contractRoute(app, 'sendContactMessage', async ({ input, request }) => {
      const messageId = await storeContactMessage(db, mailTo, input);
      request.log.info({ messageId }, 'contact message stored');
      app.outbox.kick();
      return { message: 'Message sent successfully' };
    });
  };
}
