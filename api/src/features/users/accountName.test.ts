import assert from 'node:assert/strict';
import { describeApi } from '../../testing/apiHarness';
import { accountName } from './accountName';

describeApi('account names', (test) => {
  test('the name posts are shown under drops what would make it read as something else', async (env) => {
    await env.ok(
      'registerUserData',
      {
        userId: 'name-1',
        userEmail: 'name-1@example.com',
        referralLink: 'None',
        userName: ' PyLearn Team \u202egnp.exe ',
      },
      { as: 'name-1' },
    );
    assert.equal(await accountName(env.db, { sub: 'name-1' }), 'PyLearn Team gnp.exe');
    assert.equal(await accountName(env.db, { sub: 'nobody', name: '\u2066Mia\u2069' }), 'Mia');
    assert.equal(await accountName(env.db, { sub: 'nobody', name: '\u202e' }), undefined);
  });
});
