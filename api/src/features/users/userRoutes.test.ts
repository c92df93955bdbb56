import assert from 'node:assert/strict';
import { describeApi } from '../../testing/apiHarness';

const registration = (userId: string) => ({
  userId,
  userEmail: `${userId}@example.com`,
  referralLink: 'None',
  userName: 'Maya Cohen',
});

const update = (UserID: string) => ({
  UserID,
  FirstName: 'Maya',
  LastName: 'Cohen',
  UserName: 'maya.codes',
  PublicProfile: true,
  LFG: false,
});

describeApi('user data', (test) => {
  test('registers the signed-in user once and returns the stored record on every later call', async (env) => {
    const first = await env.ok('registerUserData', registration('reg-1'), { as: 'reg-1' });
    assert.deepEqual(first, {
      UserID: 'reg-1',
      firstName: '',
      lastName: '',
      userName: 'Maya Cohen',
      userEmail: 'reg-1@example.com',
      publicProfile: false,
      LFG: false,
      klaviyoProfileID: null,
      referralLink: 'None',
    });
    const again = await env.ok(
      'registerUserData',
      { ...registration('reg-1'), userName: 'Someone Else' },
      { as: 'reg-1' },
    );
    assert.deepEqual(again, first);
    const rows = await env.db
      .selectFrom('user_profiles')
      .select('user_id')
      .where('user_id', '=', 'reg-1')
      .execute();
    assert.equal(rows.length, 1);
  });

  test("stores the identity provider's address for the account, never another one the request names", async (env) => {
    env.identity.setAccount('mail-1', { email: 'Parent.Mail@Example.com' });
    const refusesAnotherAddress = () =>
      env.rejects(
        'registerUserData',
        [
          [
            { ...registration('mail-1'), userEmail: 'someone.else@example.com' },
            403,
            "body/userEmail is not this account's e-mail address",
          ],
        ],
        { as: 'mail-1' },
      );
    await refusesAnotherAddress();
    // The same address in other letter case is the account's; the record keeps the provider's spelling.
    const stored = await env.ok(
      'registerUserData',
      { ...registration('mail-1'), userEmail: 'parent.mail@example.com' },
      { as: 'mail-1' },
    );
    assert.equal(stored.userEmail, 'Parent.Mail@Example.com');
    await refusesAnotherAddress();
    const asked = env.identity.getUserCalls();
    const again = await env.ok(
      'registerUserData',
      { ...registration('mail-1'), userEmail: 'Parent.Mail@Example.com' },
      { as: 'mail-1' },
    );
    assert.equal(again.userEmail, 'Parent.Mail@Example.com');
    assert.equal(
      env.identity.getUserCalls(),
      asked,
      'a stored record is answered without asking the provider',
    );
  });

  test("a record made with another address than the provider's takes the provider's, and keeps the rest", async (env) => {
    await env.ok('registerUserData', registration('stale-1'), { as: 'stale-1' });
    // As a record made before the provider was asked could be: the body's address, someone else's, unchecked.
    await env.db
      .updateTable('user_profiles')
      .set({ user_email: 'stranger@example.com', user_name: 'Kept Name', email_checked: 0 })
      .where('user_id', '=', 'stale-1')
      .execute();
    await env.rejects(
      'registerUserData',
      [
        [
          { ...registration('stale-1'), userEmail: 'stranger@example.com' },
          403,
          "body/userEmail is not this account's e-mail address",
        ],
      ],
      { as: 'stale-1' },
    );
    const fixed = await env.ok('registerUserData', registration('stale-1'), { as: 'stale-1' });
    assert.deepEqual([fixed.userEmail, fixed.userName], ['stale-1@example.com', 'Kept Name']);
    const row = await env.db
      .selectFrom('user_profiles')
      .select(['user_email', 'email_checked'])
      .where('user_id', '=', 'stale-1')
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { user_email: 'stale-1@example.com', email_checked: 1 });
  });

  test('a first registration while the identity provider is down or refuses the session stores nothing', async (env) => {
    env.identity.setAccount('down-1', 'down');
    await env.rejects(
      'registerUserData',
      [[registration('down-1'), 503, 'The identity provider is unavailable, please try again later']],
      { as: 'down-1' },
    );
    env.identity.setAccount('down-1', 'refused');
    await env.rejects(
      'registerUserData',
      [[registration('down-1'), 401, 'The identity provider refused this sign-in: please sign in again']],
      { as: 'down-1' },
    );
    env.identity.setAccount('down-1', 'throttled');
    await env.rejects(
      'registerUserData',
      [[registration('down-1'), 503, 'The identity provider is unavailable, please try again later']],
      { as: 'down-1' },
    );
    env.identity.setAccount('down-1', { email: 'down-1@example.com', verified: false });
    await env.rejects(
      'registerUserData',
      [[registration('down-1'), 403, "This account's e-mail address is not verified yet: confirm it first"]],
      { as: 'down-1' },
    );
    env.identity.setAccount('down-1', 'no-email');
    await env.rejects(
      'registerUserData',
      [[registration('down-1'), 403, 'This account has no e-mail address at the identity provider']],
      { as: 'down-1' },
    );
    env.identity.setAccount('down-1', { email: 'down-1@example.com' });
    assert.equal(
      (await env.ok('registerUserData', registration('down-1'), { as: 'down-1' })).userEmail,
      'down-1@example.com',
    );
  });

  test('updates the profile and answers statusCode 200 with the stored profile', async (env) => {
    await env.ok('registerUserData', registration('upd-1'), { as: 'upd-1' });
    const response = await env.call('updateUserData', update('upd-1'), { as: 'upd-1' });
    assert.equal(response.json<{ statusCode: number }>().statusCode, 200);
    const profile = await env.ok('updateUserData', update('upd-1'), { as: 'upd-1' });
    assert.deepEqual(
      [
        profile.firstName,
        profile.lastName,
        profile.userName,
        profile.publicProfile,
        profile.LFG,
        profile.userEmail,
      ],
      ['Maya', 'Cohen', 'maya.codes', true, false, 'upd-1@example.com'],
    );
    const again = await env.ok('registerUserData', registration('upd-1'), { as: 'upd-1' });
    assert.equal(again.userName, 'maya.codes', 'registering at the next start keeps the edited profile');
  });

  test('answers 404 for a profile update before the record exists', async (env) => {
    await env.rejects(
      'updateUserData',
      [[update('nobody-yet'), 404, 'No profile for this user yet: register it with POST /user/data first']],
      {
        as: 'nobody-yet',
      },
    );
  });

  test('refuses invalid bodies with 400 naming the field, writing nothing', async (env) => {
    await env.rejects(
      'registerUserData',
      [
        [
          { ...registration('v-1'), userEmail: 'not-an-email' },
          400,
          'body/userEmail must be a valid email address',
        ],
        [{ ...registration('v-1'), userId: ' ' }, 400, 'body/userId must not be empty'],
        [
          { userId: 'v-1' },
          400,
          'body/userEmail is required; body/referralLink is required; body/userName is required',
        ],
      ],
      { as: 'v-1' },
    );
    await env.rejects(
      'updateUserData',
      [
        [{ ...update('v-1'), PublicProfile: 'yes' }, 400, 'body/PublicProfile must be true or false'],
        [
          { ...update('v-1'), FirstName: 'x'.repeat(101) },
          400,
          'body/FirstName must be at most 100 characters',
        ],
        [{ ...update('v-1'), LFG: undefined }, 400, 'body/LFG is required'],
      ],
      { as: 'v-1' },
    );
  });

  test('answers 401 without a token and 403 when the body names another user', async (env) => {
    await env.rejects('registerUserData', [[registration('a-1'), 401, /^Sign-in required/]]);
    await env.rejects(
      'registerUserData',
      [[registration('a-1'), 403, 'body/userId does not match the signed-in user']],
      { as: 'a-2' },
    );
    await env.rejects('updateUserData', [[update('a-1'), 401, /^Sign-in required/]]);
    await env.rejects(
      'updateUserData',
      [[update('a-1'), 403, 'body/UserID does not match the signed-in user']],
      { as: 'a-2' },
    );
  });

  test("keeps each learner's profile and enrollments to themselves: another learner's token gets 403, an expired or forged one 401", async (env) => {
    await env.ok('registerUserData', registration('owner-a'), { as: 'owner-a' });
    await env.ok('enrollFreeTrial', { UserID: 'owner-a', Source: 'unknown' }, { as: 'owner-a' });
    const expired = { token: await env.identity.expiredToken('owner-a') };
    const forged = { token: await env.identity.foreignToken('owner-a') };

    for (const [name, payload] of [
      ['registerUserData', registration('owner-a')],
      ['updateUserData', update('owner-a')],
      ['getEnrollments', { UserID: 'owner-a' }],
    ] as const) {
      await env.rejects(name, [[payload, 403, /does not match the signed-in user/]], { as: 'intruder-b' });
      await env.rejects(name, [[payload, 401, /^Sign-in required/]]);
      await env.rejects(name, [[payload, 401, /./]], expired);
      await env.rejects(name, [[payload, 401, /./]], forged);
    }
    const profile = await env.db
      .selectFrom('user_profiles')
      .selectAll()
      .where('user_id', '=', 'owner-a')
      .executeTakeFirstOrThrow();
    assert.equal(profile.user_name, 'Maya Cohen');
  });
});
