import { endOtherSessionsAtApi, endSessionAtApi, SignOutNotRecorded } from './serverSignOut';

const answering = (status: number) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response('{}', { status }));

it("posts the token it is about to drop to the API's sign-out call", async () => {
  const fetchImpl = answering(200);
  await endSessionAtApi('https://api.example.com/dev/', 'token-1', fetchImpl);
  const [url, init] = fetchImpl.mock.calls[0] ?? [];
  expect(url).toBe('https://api.example.com/dev/user/sign-out');
  expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-1' } });
});

it('counts a token the API refuses already (401) as ended there', async () => {
  await expect(
    endSessionAtApi('https://api.example.com/dev', 'token-1', answering(401)),
  ).resolves.toBeUndefined();
});

it('rejects with SignOutNotRecorded when the API fails or cannot be reached', async () => {
  for (const status of [429, 500, 503])
    await expect(
      endSessionAtApi('https://api.example.com/dev', 'token-1', answering(status)),
    ).rejects.toThrow(SignOutNotRecorded);
  const offline = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(endSessionAtApi('https://api.example.com/dev', 'token-1', offline)).rejects.toThrow(
    'The server could not be reached to end the session.',
  );
});

it("posts this device's token to the API's call that ends the account's other sessions", async () => {
  const fetchImpl = answering(200);
  await endOtherSessionsAtApi('https://api.example.com/dev', 'token-2', fetchImpl);
  const [url, init] = fetchImpl.mock.calls[0] ?? [];
  expect(url).toBe('https://api.example.com/dev/user/sign-out/others');
  expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-2' } });
});

it('rejects when the other sessions were not ended: a refusal, a failure or no answer', async () => {
  for (const status of [401, 403, 429, 500, 503])
    await expect(
      endOtherSessionsAtApi('https://api.example.com/dev', 't', answering(status)),
    ).rejects.toThrow(`(${status})`);
  const offline = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(endOtherSessionsAtApi('https://api.example.com/dev', 't', offline)).rejects.toThrow(
    'Failed to fetch',
  );
});
