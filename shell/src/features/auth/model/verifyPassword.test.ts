import { verifyPasswordWithPool } from './verifyPassword';

const identity = {
  region: 'local',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  endpoint: 'http://127.0.0.1:9229',
  authFlowType: 'USER_PASSWORD_AUTH' as const,
};

const answering = (status: number, json: unknown) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    async () => new Response(JSON.stringify(json), { status }),
  );

it("asks the pool's InitiateAuth with the account's e-mail and password, and resolves with the access token", async () => {
  const fetchImpl = answering(200, { AuthenticationResult: { AccessToken: 'a' } });
  await expect(verifyPasswordWithPool(identity, 'pat@example.com', 'Secret-pass1', fetchImpl)).resolves.toBe(
    'a',
  );
  const [url, init] = fetchImpl.mock.calls[0] ?? [];
  expect(url).toBe(identity.endpoint);
  expect(JSON.parse(String(init?.body))).toEqual({
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: 'client',
    AuthParameters: { USERNAME: 'pat@example.com', PASSWORD: 'Secret-pass1' },
  });
});

it("rejects with the pool's error for a wrong password", async () => {
  const fetchImpl = answering(400, {
    __type: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
  await expect(verifyPasswordWithPool(identity, 'pat@example.com', 'wrong', fetchImpl)).rejects.toMatchObject(
    {
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    },
  );
});

it('rejects a challenge (e.g. a second factor): it gives no token for the API to check', async () => {
  const fetchImpl = answering(200, { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's' });
  await expect(
    verifyPasswordWithPool(identity, 'pat@example.com', 'Secret-pass1', fetchImpl),
  ).rejects.toMatchObject({
    name: 'ChallengeNotSupported',
    message: expect.stringContaining('Please use the PIN instead.') as unknown,
  });
});
