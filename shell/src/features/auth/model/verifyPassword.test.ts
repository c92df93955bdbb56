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

it("asks the pool's InitiateAuth with the account's e-mail and password, and resolves on tokens", async () => {
  const fetchImpl = answering(200, { AuthenticationResult: { AccessToken: 'a' } });
  await verifyPasswordWithPool(identity, 'pat@example.com', 'Secret-pass1', fetchImpl);
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
