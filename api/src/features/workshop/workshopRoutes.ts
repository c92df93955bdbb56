import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { storeApplication } from './applications';

/** POST {stage}/winter-workshop: open to visitors; stored first, then mailed to the team by the outbox. */
export function workshopRoutes(db: Kysely<Database>, mailTo: string) {
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      'applyWinterWorkshop',
      async ({ input, request }) => {
        const applicationId = await storeApplication(db, mailTo, input);
        request.log.info({ applicationId }, 'workshop application stored');
        app.outbox.kick();
        return { applicationId, message: 'Thank you! Your application has been received.' };
      },
      { preHandler: [app.identifyUser, app.parentOnly, app.writeLimit('workshop')] },
    );
  };
}
