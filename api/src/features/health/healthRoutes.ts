import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { success } from '../../http/envelope';

/**
 * GET /health (liveness, cheap): 200 when the database answers a read. GET /ready (readiness, what a load
 * balancer should probe): 200 only when a write commits, so a full disk or a read-only database takes the
 * instance out of rotation while reads would still succeed.
 */
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

    app.get('/ready', async (request) => {
      const now = new Date().toISOString();
      try {
        await db
          .insertInto('readiness_probe')
          .values({ id: 'api', checked_at: now })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: now }))
          .execute();
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed: the database does not accept writes');
        throw new HttpError(503, 'Not ready: the database does not accept writes');
      }
      return success({ status: 'ready', database: 'ok', writes: 'ok' });
    });
  };
}
