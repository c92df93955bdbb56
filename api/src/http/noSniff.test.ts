import assert from 'node:assert/strict';
import { describeApi } from '../testing/apiHarness';

describeApi('nosniff', (test) => {
  test('every answer tells the browser not to guess its type: data, refusals, unknown paths and errors', async (env) => {
    const answers = [
      await env.call('getCourses', undefined),
      await env.call('getEnrollments', { UserID: 'nobody' }),
      await env.call('registerUserData', { userId: 'x' }, { as: 'x' }),
      await env.app.inject({ method: 'GET', url: '/no/such/path' }),
      await env.app.inject({
        method: 'POST',
        url: '/dev/blog/comment',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    assert.deepEqual(
      answers.map((answer) => [answer.statusCode, answer.headers['x-content-type-options']]),
      [
        [200, 'nosniff'],
        [401, 'nosniff'],
        [400, 'nosniff'],
        [404, 'nosniff'],
        [400, 'nosniff'],
      ],
    );
  });
});
