import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { success } from '../../http/envelope';

/** GET /health: 200 when the database answers, 503 otherwise (for load balancers and the stack runner). */
export function healthRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    app.get('/health', async (request) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new HttpError(503, 'Database unavailable');
      }
      return success({ status: 'ok', database: 'ok' });
    });
  };
}
