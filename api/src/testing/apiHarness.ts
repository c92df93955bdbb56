import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import {
  calls,
  decodeBody,
  errorEnvelope,
  LEARNER_PROFILE_HEADER,
  PARENT_PROOF_HEADER,
  type BodyOf,
  type CallName,
} from 'shared-contract';
import { buildApp, type AppOptions } from '../app';
import { parentProofSigner } from '../identity/parentProof';
import type { Database } from '../db/schema';
import { nodemailerMailer, type OutgoingMail } from '../mail/mailer';
import { backends, rowCounts, type TestDatabase } from './databases';
import { startTestIdentity, type TestIdentity } from './identity';

export const STAGE = '/dev';

export interface CallOptions {
  /** Sends an id token for this user. */
  as?: string;
  /** Sends this bearer token as it is (an expired or forged one). */
  token?: string;
  /** The client address, to keep per-client limits of different tests apart. */
  remoteAddress?: string;
  /** Sends the learner-profile header: the request acts for this child profile of the signed-in account. */
  profile?: string;
  /**
   * The parent-proof header: by default a request `as` the account holder (no `profile`) carries a proof made
   * with the app's key (a right PIN just now), so parent-only calls of families with children pass; false sends
   * none, a string sends that one.
   */
  parentProof?: string | false;
}

/** The app's secret in tests: the harness signs parent proofs with it. */
const TEST_SECRET = 'test-secret-of-the-api-harness-0123456789';

export interface ApiEnv {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Mails handed to the (JSON, non-sending) nodemailer transport, in order. */
  sentMail: OutgoingMail[];
  /** The test identity provider, for tokens a test crafts itself. */
  identity: TestIdentity;
  call(name: CallName, payload: unknown, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Calls and decodes a success, failing the test on any other answer. */
  ok<N extends CallName>(name: N, payload: unknown, options?: CallOptions): Promise<BodyOf<N>>;
  /** Asserts each payload is refused with this status and message and that no table changed. */
  rejects(
    name: CallName,
    cases: Array<[payload: unknown, status: number, message: string | RegExp]>,
    options?: CallOptions,
  ): Promise<void>;
}

/** Declares one test that gets the environment; it is skipped when the backend is not installed. */
export type ApiTest = (name: string, body: (env: ApiEnv, t: TestContext) => Promise<void>) => void;

/**
 * Runs the suite once per database backend against a full app with a local identity provider and a
 * nodemailer JSON transport.
 */
export function describeApi(
  title: string,
  define: (test: ApiTest) => void,
  appOptions: Partial<Omit<AppOptions, 'db'>> = {},
): void {
  for (const backend of backends) {
    describe(`${title} (${backend.name})`, () => {
      let database: TestDatabase | undefined;
      let identity: TestIdentity | undefined;
      let env: ApiEnv | undefined;

      before(async () => {
        database = await backend.open();
        if (!database) return;
        identity = await startTestIdentity();
        const sentMail: OutgoingMail[] = [];
        const transport = nodemailer.createTransport({ jsonTransport: true });
        const mailer = nodemailerMailer(transport, 'PyLearn Academy <support@pylearn.academy>');
        const app = await buildApp({
          db: database.db,
          stage: STAGE,
          identity: identity.config,
          mailer: {
            async send(mail) {
              await mailer.send(mail);
              sentMail.push(mail);
            },
          },
          fileLinkSecret: TEST_SECRET,
          ...appOptions,
        });
        const tokens = identity;
        const signer = parentProofSigner(appOptions.fileLinkSecret ?? TEST_SECRET);
        const proofFor = (options: CallOptions): string | undefined => {
          if (options.parentProof !== undefined) return options.parentProof || undefined;
          if (options.as === undefined || options.profile !== undefined || options.token !== undefined)
            return undefined;
          return signer.proof(options.as, 'pin', Date.now());
        };
        const call: ApiEnv['call'] = async (name, payload, options = {}) => {
          const spec = calls[name];
          const proof = proofFor(options);
          return app.inject({
            method: spec.method,
            url: `${STAGE}${spec.path}`,
            headers: {
              ...(options.token !== undefined
                ? { authorization: `Bearer ${options.token}` }
                : options.as === undefined
                  ? {}
                  : { authorization: `Bearer ${await tokens.token(options.as)}` }),
              ...(options.profile === undefined ? {} : { [LEARNER_PROFILE_HEADER]: options.profile }),
              ...(proof === undefined ? {} : { [PARENT_PROOF_HEADER]: proof }),
            },
            ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
            // A GET's input travels in the query string.
            ...(payload === undefined
              ? {}
              : spec.method === 'GET'
                ? { query: payload as Record<string, string> }
                : { payload: payload as object }),
          });
        };
        const db = database.db;
        env = {
          app,
          db,
          sentMail,
          identity: tokens,
          call,
          async ok(name, payload, options) {
            const response = await call(name, payload, options);
            assert.equal(response.statusCode, 200, `${name}: ${response.body}`);
            return decodeBody(name, response.json());
          },
          async rejects(name, cases, options) {
            const before = await rowCounts(db);
            for (const [payload, status, message] of cases) {
              const response = await call(name, payload, options);
              const label = `${name} ${JSON.stringify(payload)}`;
              assert.equal(response.statusCode, status, `${label}: ${response.body}`);
              const envelope = errorEnvelope.parse(response.json());
              assert.equal(envelope.statusCode, status, label);
              if (typeof message === 'string') assert.equal(envelope.message, message, label);
              else assert.match(envelope.message, message, label);
            }
            assert.deepEqual(await rowCounts(db), before, `${name}: a refused request changed no table`);
          },
        };
      });

      after(async () => {
        await env?.app.close();
        await identity?.close();
        await database?.close();
      });

      define((name, body) =>
        it(name, async (t) => {
          if (!env) {
            t.skip(`${backend.name} is not available on this machine`);
            return;
          }
          await body(env, t);
        }));
    });
  }
}
