import assert from 'node:assert/strict';
import { familyMessages, PARENT_PROOF_HEADER, type CallName } from 'shared-contract';
import { FRESH_SIGN_IN_SECONDS } from '../../identity/freshSignIn';
import { HAND_BACK_GRACE_MS, parentProofSigner } from '../../identity/parentProof';
import { describeApi, type ApiEnv } from '../../testing/apiHarness';
import { enroll } from '../learning/enrollments';
import { PIN_FAILURES_MAX } from './settings';
import { addChild, MAIN_COURSE, parentOnlyRequests } from './testing';

const PROOF_MINUTES = 15;
const second = () => Math.floor(Date.now() / 1000);

/** The device's token: a session the parent began ten minutes ago. */
const deviceToken = (env: ApiEnv, parent: string) =>
  env.identity.token(parent, { auth_time: second() - 600 });

/** The token of a password sign-in the parent has just made again (what the PIN prompt's password path sends). */
const freshSignIn = (env: ApiEnv, parent: string, secondsAgo = 0) =>
  env.identity.token(parent, { auth_time: second() - secondsAgo });

async function proofByPassword(env: ApiEnv, parent: string, remoteAddress: string): Promise<string> {
  const minted = await env.ok(
    'confirmParentSignIn',
    { signInToken: await freshSignIn(env, parent) },
    { token: await deviceToken(env, parent), remoteAddress },
  );
  return minted.parentProof;
}

/** A family with a child, a PIN and a paid course: what the parent-only calls of the matrix act on. */
async function family(env: ApiEnv, parent: string) {
  const child = await addChild(env, parent, 'Kid');
  await env.ok(
    'registerUserData',
    { userId: parent, userEmail: `${parent}@example.com`, referralLink: 'None', userName: 'Parent' },
    { as: parent },
  );
  await enroll(env.db, parent, MAIN_COURSE, 'payment');
  return child;
}

/** The matrix's calls, the one that removes the child last (the family keeps its child until then). */
function matrix(parent: string, child: string) {
  const requests = parentOnlyRequests(parent, child);
  const names = (Object.keys(requests) as CallName[]).sort(
    (a, b) => Number(a === 'removeChildProfile') - Number(b === 'removeChildProfile'),
  );
  return { requests, names };
}

describeApi(
  'the parent proof',
  (test) => {
    test('refuses every parent-only call without the learner-profile header and without a parent proof', async (env) => {
      const parent = 'proof-matrix-none';
      const child = await family(env, parent);
      const { requests, names } = matrix(parent, child);
      const forged = parentProofSigner('another-secret-of-at-least-32-chars!').proof(
        parent,
        'pin',
        Date.now(),
      );
      for (const parentProof of [false, 'v1.p.123.abc', forged] as const)
        for (const name of names)
          await env.rejects(name, [[requests[name], 403, familyMessages.parentProofRequired]], {
            as: parent,
            parentProof,
            remoteAddress: '10.19.0.1',
          });
    });

    test('allows every parent-only call with a parent proof minted for a fresh password sign-in', async (env) => {
      const parent = 'proof-matrix-password';
      const child = await family(env, parent);
      const parentProof = await proofByPassword(env, parent, '10.19.1.1');
      const { requests, names } = matrix(parent, child);
      // Past the guard each call keeps its own rules: the family already owns the course it would pay for.
      const expected: Partial<Record<CallName, number>> = { createPaymentLink: 409 };
      for (const name of names) {
        const answer = await env.call(name, requests[name], {
          token: await deviceToken(env, parent),
          parentProof,
          remoteAddress: '10.19.1.2',
        });
        assert.equal(answer.statusCode, expected[name] ?? 200, `${name}: ${answer.body}`);
      }
    });

    test('mints a proof for a right PIN, bound to the account, for PARENT_PROOF_MINUTES', async (env) => {
      const parent = 'proof-pin';
      const child = await addChild(env, parent, 'Pip');
      await env.ok('setFamilyPin', { pin: '4826' }, { as: parent });
      const minted = await env.ok('verifyFamilyPin', { pin: '4826' }, { as: parent, parentProof: false });
      assert.equal(minted.expiresInSeconds, PROOF_MINUTES * 60);
      const asParent = { as: parent, parentProof: minted.parentProof, remoteAddress: '10.19.2.1' };
      assert.equal((await env.ok('getFamily', undefined, asParent)).profiles[0]?.profileId, child);

      // Another family's proof, an expired one and an altered one prove nothing here.
      const other = 'proof-pin-other';
      await addChild(env, other, 'Oli');
      await env.rejects('getFamily', [[undefined, 403, familyMessages.parentProofRequired]], {
        as: other,
        parentProof: minted.parentProof,
      });
      const signer = parentProofSigner('test-secret-of-the-api-harness-0123456789');
      const expired = signer.proof(parent, 'pin', Date.now() - PROOF_MINUTES * 60_000 - 1000);
      const altered = minted.parentProof.replace('v1.p.', 'v1.w.');
      for (const parentProof of [expired, altered])
        await env.rejects('getFamily', [[undefined, 403, familyMessages.parentProofRequired]], {
          as: parent,
          parentProof,
        });
    });

    test('refuses a proof once a child profile has acted, but not one minted on the child’s device to switch back', async (env) => {
      const parent = 'proof-switch';
      const child = await addChild(env, parent, 'Sky');
      await env.ok('setFamilyPin', { pin: '1357' }, { as: parent });
      /** As if the account's last proof (and the child's act before it) were longer ago than the hand-back's grace. */
      const later = async () => {
        const row = await env.db
          .selectFrom('parent_checks')
          .selectAll()
          .where('account_id', '=', parent)
          .executeTakeFirstOrThrow();
        const earlier = (iso: string | null) =>
          iso && new Date(Date.parse(iso) - HAND_BACK_GRACE_MS - 1000).toISOString();
        await env.db
          .updateTable('parent_checks')
          .set({
            proof_issued_at: earlier(row.proof_issued_at) ?? row.proof_issued_at,
            child_acted_at: earlier(row.child_acted_at),
          })
          .where('account_id', '=', parent)
          .execute();
      };
      const before = await env.ok('verifyFamilyPin', { pin: '1357' }, { as: parent, parentProof: false });
      await later();
      await env.ok('getLearnerProfiles', undefined, { as: parent, profile: child });
      await env.rejects('getFamily', [[undefined, 403, familyMessages.parentProofRequired]], {
        as: parent,
        parentProof: before.parentProof,
      });
      // The parent takes the device back: the PIN check still carries the child's header.
      const back = await env.ok('verifyFamilyPin', { pin: '1357' }, { as: parent, profile: child });
      await env.ok('getFamily', undefined, { as: parent, parentProof: back.parentProof });
      // What the child's page sent just before (a video position) arrives after the proof: it does not end it.
      await env.ok('getLearnerProfiles', undefined, { as: parent, profile: child });
      await env.ok('getFamily', undefined, { as: parent, parentProof: back.parentProof });
      // Once the device is the child's again, a child acting (here on a parent-only call, refused) ends it.
      await later();
      await env.rejects('getFamily', [[undefined, 403, familyMessages.parentOnly]], {
        as: parent,
        profile: child,
        parentProof: back.parentProof,
      });
      await env.rejects('getFamily', [[undefined, 403, familyMessages.parentProofRequired]], {
        as: parent,
        parentProof: back.parentProof,
      });
    });

    test('needs no proof while the family has no child profiles, and hands one over with the first child', async (env) => {
      const parent = 'proof-no-children';
      const asParent = { as: parent, parentProof: false as const };
      await env.ok('getFamily', undefined, asParent);
      await env.ok('setWeeklySummary', { enabled: true }, asParent);
      const child = { name: 'Una', avatar: 'owl', birthYear: 2015 };
      const first = await env.call('addChildProfile', child, asParent);
      assert.equal(first.statusCode, 200, first.body);
      const parentProof = first.headers[PARENT_PROOF_HEADER.toLowerCase()];
      assert.equal(typeof parentProof, 'string');
      const second = await env.call(
        'addChildProfile',
        { ...child, name: 'Two' },
        { as: parent, parentProof: String(parentProof) },
      );
      assert.equal(second.statusCode, 200, second.body);
      assert.equal(
        second.headers[PARENT_PROOF_HEADER.toLowerCase()],
        undefined,
        'only the first child hands one over',
      );
      await env.rejects(
        'addChildProfile',
        [[{ ...child, name: 'Three' }, 403, familyMessages.parentProofRequired]],
        asParent,
      );
    });

    test('takes the password only from a sign-in of this account made in the last two minutes, after the device’s', async (env) => {
      const parent = 'proof-fresh';
      await addChild(env, parent, 'Fin');
      const device = { token: await deviceToken(env, parent), remoteAddress: '10.19.3.1' };
      const refused = [
        await freshSignIn(env, parent, FRESH_SIGN_IN_SECONDS + 5),
        await freshSignIn(env, 'someone-else'),
        await env.identity.foreignToken(parent),
        await env.identity.expiredToken(parent),
        await deviceToken(env, parent),
        'not-a-token',
      ];
      await env.rejects(
        'confirmParentSignIn',
        refused.map((signInToken) => [{ signInToken }, 403, familyMessages.signInNotFresh]),
        device,
      );
      await env.rejects(
        'confirmParentSignIn',
        [
          [{ signInToken: 'x'.repeat(9000) }, 400, /signInToken/],
          [{}, 400, /signInToken/],
        ],
        device,
      );
      assert.equal((await env.call('confirmParentSignIn', { signInToken: 'x' }, {})).statusCode, 401);
    });

    test('a parent locked out of PIN tries still gets in with the password, and sets a new PIN with it', async (env) => {
      const parent = 'proof-locked';
      const child = await addChild(env, parent, 'Lee');
      await env.ok('setFamilyPin', { pin: '2468' }, { as: parent });
      for (let wrong = 0; wrong < PIN_FAILURES_MAX; wrong += 1)
        await env.call('verifyFamilyPin', { pin: `11${10 + wrong}` }, { as: parent, profile: child });
      const locked = await env.call('verifyFamilyPin', { pin: '2468' }, { as: parent });
      assert.equal(locked.statusCode, 429);

      const parentProof = await proofByPassword(env, parent, '10.19.4.1');
      const withPassword = { token: await deviceToken(env, parent), parentProof };
      await env.ok('getFamily', undefined, withPassword);
      await env.ok('setFamilyPin', { pin: '9753' }, withPassword);
      // The new PIN works at once: a right PIN lifts the lock.
      await env.ok('verifyFamilyPin', { pin: '9753' }, { as: parent, profile: child });
    });

    test('changing a PIN asks for the current one (a wrong one takes a try) or the password', async (env) => {
      const parent = 'proof-change-pin';
      await addChild(env, parent, 'Max');
      await env.ok('setFamilyPin', { pin: '1111' }, { as: parent });
      const { parentProof } = await env.ok('verifyFamilyPin', { pin: '1111' }, { as: parent });
      const withPin = { as: parent, parentProof, remoteAddress: '10.19.5.1' };
      await env.rejects('setFamilyPin', [[{ pin: '2222' }, 403, familyMessages.currentPinRequired]], withPin);
      await env.rejects(
        'setFamilyPin',
        [[{ pin: '2222', currentPin: '9999' }, 403, familyMessages.pinWrong]],
        withPin,
      );
      const settings = await env.db
        .selectFrom('family_settings')
        .select('pin_failures')
        .where('account_id', '=', parent)
        .executeTakeFirstOrThrow();
      assert.equal(settings.pin_failures, 1, 'the wrong current PIN counted as a try');
      await env.ok('setFamilyPin', { pin: '2222', currentPin: '1111' }, withPin);
      await env.ok('verifyFamilyPin', { pin: '2222' }, { as: parent });
      const byPassword = await proofByPassword(env, parent, '10.19.5.2');
      await env.ok('setFamilyPin', { pin: '3333' }, { as: parent, parentProof: byPassword });
    });

    test('lists who learns on the device to every profile of the family, without birth years', async (env) => {
      const parent = 'proof-learners';
      const child = await addChild(env, parent, 'Ada');
      await addChild(env, 'proof-learners-other', 'Other');
      for (const options of [
        { as: parent, parentProof: false as const },
        { as: parent, profile: child },
      ]) {
        const { profiles } = await env.ok('getLearnerProfiles', undefined, options);
        assert.deepEqual(profiles, [{ profileId: child, name: 'Ada', avatar: 'fox' }]);
      }
      assert.equal((await env.call('getLearnerProfiles', undefined, {})).statusCode, 401);
    });
  },
  { parentProofMinutes: PROOF_MINUTES },
);
