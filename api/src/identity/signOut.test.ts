import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { calls, familyMessages } from 'shared-contract';
import { buildApp } from '../app';
import { connect } from '../db/connect';
import { describeApi, STAGE } from '../testing/apiHarness';
import { backends, type TestDatabase } from '../testing/databases';
import { startTestIdentity, type TestIdentity } from '../testing/identity';
import { addChild } from '../features/family/testing';
import { OTHER_SESSIONS_NEED_FRESH_SIGN_IN, OTHER_SESSIONS_SIGNED_OUT } from '../features/users/userRoutes';
import { FRESH_SIGN_IN_SECONDS } from './freshSignIn';
import { SESSION_ENDED } from './identity';
import { tokenRevocations } from './revocations';

/** A token of a session begun `secondsAgo` before now (Cognito keeps auth_time through refreshes). */
const signedInAgo = (identity: TestIdentity, sub: string, secondsAgo: number) =>
  identity.token(sub, { auth_time: Math.floor(Date.now() / 1000) - secondsAgo });

describeApi('sign-out', (test) => {
  test('a token used after its sign-out is refused; a sign-in after it is not', async (env) => {
    const learner = 'signed-out-1';
    const token = await signedInAgo(env.identity, learner, 600);
    assert.equal((await env.call('getFamily', undefined, { token })).statusCode, 200);
    assert.deepEqual(await env.ok('signOut', undefined, { token }), { message: 'Signed out.' });

    for (const [name, payload] of [
      ['getFamily', undefined],
      ['getEnrollments', { UserID: learner }],
      ['signOut', undefined],
    ] as const) {
      const refused = await env.call(name, payload, { token });
      assert.equal(refused.statusCode, 401, name);
      assert.equal(refused.json<{ message: string }>().message, SESSION_ENDED, name);
      assert.equal(refused.headers['cache-control'], 'no-store', name);
    }
    // A token refreshed from the old session (a new iat, the old auth_time) is refused too.
    assert.equal(
      (await env.call('getFamily', undefined, { token: await signedInAgo(env.identity, learner, 300) }))
        .statusCode,
      401,
    );
    // Signing in again (a session begun now) works at once, and other accounts never noticed.
    assert.equal((await env.call('getFamily', undefined, { as: learner })).statusCode, 200);
    assert.equal(
      (await env.call('getFamily', undefined, { token: await signedInAgo(env.identity, 'signed-in-2', 600) }))
        .statusCode,
      200,
    );
  });

  test('a sign-out needs a valid token of its own account, and keeps the latest second', async (env) => {
    assert.equal((await env.call('signOut', undefined)).statusCode, 401);
    assert.equal(
      (await env.call('signOut', undefined, { token: await env.identity.foreignToken('x') })).statusCode,
      401,
    );
    const revocations = tokenRevocations(env.db);
    const now = Math.floor(Date.now() / 1000);
    await revocations.record('signed-out-3', now + 60);
    await revocations.record('signed-out-3', now - 60);
    assert.equal(
      await revocations.revokedBefore('signed-out-3'),
      now + 60,
      'an earlier sign-out never moves it back',
    );
    assert.equal(await revocations.revokedBefore('never-signed-out'), 0);
  });
});

/**
 * Two API instances on one database, as behind a load balancer: a sign-out answered by one is refused by the
 * other at once, since the account's last sign-out is read from the database on every request.
 */
for (const backend of backends) {
  describe(`sign-out across instances (${backend.name})`, () => {
    let database: TestDatabase | undefined;
    let identity: TestIdentity | undefined;
    const apps: FastifyInstance[] = [];
    const closers: (() => Promise<void>)[] = [];

    before(async () => {
      database = await backend.open({ seeded: false });
      if (!database) return;
      identity = await startTestIdentity();
      const second = connect(database.target);
      closers.push(() => second.destroy());
      for (const db of [database.db, second])
        apps.push(await buildApp({ db, stage: STAGE, identity: identity.config }));
    });

    after(async () => {
      for (const app of apps) await app.close();
      for (const close of closers) await close();
      await identity?.close();
      await database?.close();
    });

    it('a token signed out at one instance is refused by the other', async (t) => {
      const [first, second] = apps;
      if (!identity || !first || !second) {
        t.skip(`${backend.name} is not available on this machine`);
        return;
      }
      const call = (app: FastifyInstance, name: 'getFamily' | 'signOut', token: string) =>
        app.inject({
          method: calls[name].method,
          url: `${STAGE}${calls[name].path}`,
          headers: { authorization: `Bearer ${token}` },
        });
      const token = await signedInAgo(identity, 'two-instances', 600);
      assert.equal((await call(second, 'getFamily', token)).statusCode, 200);
      assert.equal((await call(first, 'signOut', token)).statusCode, 200);
      assert.equal((await call(second, 'getFamily', token)).statusCode, 401);
    });
  });
}

describeApi('signing out the other sessions', (test) => {
  test('a sign-in of moments ago ends the sessions begun before it and goes on itself', async (env) => {
    const owner = 'reset-owner-1';
    const otherDevice = await signedInAgo(env.identity, owner, 3_600);
    const thisDevice = await signedInAgo(env.identity, owner, 5);
    assert.deepEqual(await env.ok('signOutOtherSessions', undefined, { token: thisDevice }), {
      message: OTHER_SESSIONS_SIGNED_OUT,
    });
    const refused = await env.call('getFamily', undefined, { token: otherDevice });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json<{ message: string }>().message, SESSION_ENDED);
    // A token refreshed from the other device's session keeps its start: refused too.
    assert.equal(
      (await env.call('getFamily', undefined, { token: await signedInAgo(env.identity, owner, 3_600) }))
        .statusCode,
      401,
    );
    assert.equal((await env.call('getFamily', undefined, { token: thisDevice })).statusCode, 200);
    // Other accounts never notice.
    assert.equal(
      (
        await env.call('getFamily', undefined, {
          token: await signedInAgo(env.identity, 'reset-other-2', 3_600),
        })
      ).statusCode,
      200,
    );
  });

  test('a session older than two minutes, a child profile or no token ends nothing', async (env) => {
    const owner = 'reset-owner-3';
    const stale = await signedInAgo(env.identity, owner, FRESH_SIGN_IN_SECONDS + 5);
    await env.rejects('signOutOtherSessions', [[undefined, 403, OTHER_SESSIONS_NEED_FRESH_SIGN_IN]], {
      token: stale,
    });
    const child = await addChild(env, owner, 'Kit');
    const fresh = await signedInAgo(env.identity, owner, 1);
    await env.rejects('signOutOtherSessions', [[undefined, 403, familyMessages.parentOnly]], {
      token: fresh,
      profile: child,
    });
    assert.equal((await env.call('signOutOtherSessions', undefined)).statusCode, 401);
    assert.equal(await tokenRevocations(env.db).revokedBefore(owner), 0, 'nothing was ended');
    assert.equal((await env.call('getEnrollments', { UserID: owner }, { token: stale })).statusCode, 200);
  });
});
