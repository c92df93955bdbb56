import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { success } from '../../http/envelope';

/** A dependency readiness waits for besides the database (e.g. the shared rate-limit store). */
export interface ReadinessCheck {
  /** Named in the 503's message and the log, e.g. 'redis'. */
  name: string;
  /** Resolves when the dependency answers; rejects (or times out) when it does not. */
  check(): Promise<void>;
  /**
   * The instance works without it (e.g. limits fail open without Redis): its outage is reported as 'unreachable'
   * and logged, but /ready stays 200, so an outage of a shared dependency never takes every instance out at once.
   */
  optional?: boolean;
}

export interface Readiness {
  /** True from the moment the instance starts shutting down: the balancer stops sending it new requests. */
  draining(): boolean;
  checks: readonly ReadinessCheck[];
}

/**
 * GET /live (liveness: restart me if this fails): answers while the process serves requests, whatever its
 * dependencies do, so an outage of the database never restarts every instance at once. GET /health: the process
 * and a database read. GET /ready (readiness, what a load balancer should probe): 200 only when a write commits
 * and every other dependency answers, and 503 from the start of a shutdown, so a full disk, a read-only database
 * or a draining instance is taken out of rotation.
 */
export function healthRoutes(db: Kysely<Database>, readiness: Readiness) {
  return async (app: FastifyInstance) => {
    app.get('/live', async () => success({ status: 'alive' }));

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
      if (readiness.draining()) throw new HttpError(503, 'Not ready: shutting down');
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
      const answers: Record<string, 'ok' | 'unreachable'> = {};
      for (const { name, check, optional } of readiness.checks) {
        try {
          await check();
          answers[name] = 'ok';
        } catch (error) {
          request.log.error({ err: error, dependency: name }, 'readiness check failed');
          if (!optional) throw new HttpError(503, `Not ready: ${name} does not answer`);
          answers[name] = 'unreachable';
        }
      }
      return success({ status: 'ready', database: 'ok', writes: 'ok', ...answers });
    });
  };
}
