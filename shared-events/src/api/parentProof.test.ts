import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { calls, familyMessages, PARENT_PROOF_HEADER } from 'shared-contract';
import { setUser } from '../session/userSlice';
import { createAppStore, type AppStore } from '../store/createAppStore';
import { createMemoryStorage } from '../store/storage';
import { apiAnswer, apiError, apiSequence, failure, sentRequests, TEST_API_BASE } from '../testing/network';
import { server } from '../testing/server';
import { childMia } from '../testing/fixtures';
import { configureApi } from './apiConfig';
import { familyApi, switchLearnerProfile } from './familyEndpoints';
import { userApi } from './userEndpoints';
import { heldParentProof, holdParentProof, type ParentProofKind } from './parentProof';

const parent = { userId: 'parent-1', attributes: { email: 'parent@example.com', name: 'Pat' } };
const family = { profiles: [{ ...childMia, birthYear: 2015 }], hasPin: true, weeklySummary: false };
const header = PARENT_PROOF_HEADER.toLowerCase();
const proofRequired = () => failure(403, familyMessages.parentProofRequired);

/** The parent signed in; `ask` stands for the shell's parent check, which confirms on this store. */
function signedInStore(ask?: (kind: ParentProofKind, store: AppStore) => Promise<boolean>) {
  const { store } = createAppStore({ storage: createMemoryStorage() });
  configureApi({
    baseUrl: TEST_API_BASE,
    getAccessToken: () => 'token-1',
    ...(ask ? { onParentProofRequired: (kind: ParentProofKind) => ask(kind, store) } : {}),
  });
  store.dispatch(setUser(parent));
  return store;
}

async function readFamily(store: AppStore) {
  const request = store.dispatch(familyApi.endpoints.getFamily.initiate(undefined, { forceRefetch: true }));
  const result = await request;
  request.unsubscribe();
  return result;
}

/** What the shell does when asked: the parent enters the right PIN, whose answer holds a new proof. */
const confirmWithPin = () =>
  jest.fn(async (_kind: ParentProofKind, store: AppStore) => {
    server.use(
      apiAnswer('verifyFamilyPin', { parentProof: 'proof-from-pin', expiresInSeconds: 900 }, { once: true }),
    );
    const result = await store.dispatch(familyApi.endpoints.verifyFamilyPin.initiate({ pin: '1234' }));
    return !('error' in result);
  });

afterEach(() => jest.restoreAllMocks());

describe('the parent proof', () => {
  it("is sent with the parent's calls while it lasts, and not while a child is active", async () => {
    server.use(apiAnswer('getFamily', family));
    const store = signedInStore();
    holdParentProof({ parentProof: 'proof-1', expiresInSeconds: 60 });
    await readFamily(store);
    store.dispatch(switchLearnerProfile(childMia));
    holdParentProof({ parentProof: 'proof-2', expiresInSeconds: 60 });
    await readFamily(store);
    const [asParent, asChild] = sentRequests('getFamily');
    expect(asParent?.headers[header]).toBe('proof-1');
    expect(asChild?.headers).not.toHaveProperty(header);
  });

  it('is not asked for by a call the page makes on its own: the refusal is its answer', async () => {
    server.use(apiError('registerUserData', 403, familyMessages.parentProofRequired));
    const ask = jest.fn(async () => true);
    const store = signedInStore(ask);
    const result = await store.dispatch(
      userApi.endpoints.registerUserData.initiate({
        userId: parent.userId,
        userEmail: parent.attributes.email,
        userName: 'Pat',
        background: true,
      }),
    );
    expect(result).toHaveProperty('error.message', familyMessages.parentProofRequired);
    expect(ask).not.toHaveBeenCalled();
    expect(sentRequests('registerUserData')).toHaveLength(1);
  });

  it('is not sent once it has expired', async () => {
    server.use(apiAnswer('getFamily', family));
    const store = signedInStore();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    holdParentProof({ parentProof: 'proof-1', expiresInSeconds: 60 });
    clock.mockReturnValue(now + 60_000);
    await readFamily(store);
    expect(sentRequests('getFamily')[0]?.headers).not.toHaveProperty(header);
    expect(heldParentProof()).toBeUndefined();
  });

  it("is taken from the answer that adds the family's first child", async () => {
    server.use(
      http.post(`${TEST_API_BASE}${calls.addChildProfile.path}`, () =>
        HttpResponse.json(
          { statusCode: 200, body: JSON.stringify({ ...childMia, birthYear: 2015 }) },
          { headers: { [PARENT_PROOF_HEADER]: 'proof-first-child' } },
        ),
      ),
      apiAnswer('getFamily', family),
    );
    const store = signedInStore();
    await store.dispatch(
      familyApi.endpoints.addChildProfile.initiate({ name: 'Mia', avatar: 'fox', birthYear: 2015 }),
    );
    await readFamily(store);
    expect(sentRequests('getFamily')[0]?.headers[header]).toBe('proof-first-child');
  });

  it('is dropped when a child takes the device, and kept when the parent takes it back', () => {
    const store = signedInStore();
    holdParentProof({ parentProof: 'proof-1', expiresInSeconds: 60 });
    store.dispatch(switchLearnerProfile(null));
    expect(heldParentProof()).toBe('proof-1');
    store.dispatch(switchLearnerProfile(childMia));
    expect(heldParentProof()).toBeUndefined();
  });
});

describe('a call refused for want of a parent proof', () => {
  it('asks the parent once, then makes the call again with the new proof', async () => {
    server.use(...apiSequence('getFamily', proofRequired(), family));
    const ask = confirmWithPin();
    const result = await readFamily(signedInStore(ask));
    expect(result.data).toEqual(family);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]?.[0]).toBe('pin');
    const [refused, repeated] = sentRequests('getFamily');
    expect(refused?.headers).not.toHaveProperty(header);
    expect(repeated?.headers[header]).toBe('proof-from-pin');
  });

  it("keeps the API's refusal when the parent cancels, or when nobody can ask", async () => {
    server.use(apiError('getFamily', 403, familyMessages.parentProofRequired));
    const ask = jest.fn(async () => false);
    const result = await readFamily(signedInStore(ask));
    expect(result.error).toMatchObject({ status: 403, message: familyMessages.parentProofRequired });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(sentRequests('getFamily')).toHaveLength(1);

    const unasked = await readFamily(signedInStore());
    expect(unasked.error).toMatchObject({ status: 403, message: familyMessages.parentProofRequired });
  });

  it('asks once for calls refused at the same time, and makes each again', async () => {
    server.use(
      ...apiSequence('getFamily', proofRequired(), family),
      ...apiSequence('getFamilyDashboard', proofRequired(), { children: [] }),
    );
    let confirm: (confirmed: boolean) => void = () => undefined;
    const ask = jest.fn(() => new Promise<boolean>((resolve) => (confirm = resolve)));
    const store = signedInStore(ask);
    const dashboard = store.dispatch(
      familyApi.endpoints.getFamilyDashboard.initiate({ timeZone: 'Europe/London' }),
    );
    const both = Promise.all([readFamily(store), dashboard]);
    await waitFor(() => expect(sentRequests()).toHaveLength(2));
    // Both refusals have reached the ask before the parent answers it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    holdParentProof({ parentProof: 'proof-from-pin', expiresInSeconds: 900 });
    confirm(true);
    const [familyResult, dashboardResult] = await both;
    dashboard.unsubscribe();
    expect(familyResult.data).toEqual(family);
    expect(dashboardResult.data).toEqual({ children: [] });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(sentRequests('getFamilyDashboard')[1]?.headers[header]).toBe('proof-from-pin');
  });

  it('asks for the password when a new PIN comes without the current one, even after the PIN', async () => {
    server.use(
      ...apiSequence('setFamilyPin', proofRequired(), failure(403, familyMessages.currentPinRequired), {
        message: 'The PIN is saved.',
      }),
      apiAnswer('verifyFamilyPin', { parentProof: 'proof-from-pin', expiresInSeconds: 900 }),
      apiAnswer('confirmParentSignIn', { parentProof: 'proof-from-password', expiresInSeconds: 900 }),
    );
    const ask = jest.fn(async (kind: ParentProofKind, { dispatch }: AppStore) => {
      const confirmed = await (kind === 'pin'
        ? dispatch(familyApi.endpoints.verifyFamilyPin.initiate({ pin: '1234' }))
        : dispatch(familyApi.endpoints.confirmParentSignIn.initiate({ signInToken: 'fresh-token' })));
      return !('error' in confirmed);
    });
    const store = signedInStore(ask);
    const result = await store.dispatch(familyApi.endpoints.setFamilyPin.initiate({ pin: '5678' }));
    expect(result).toMatchObject({ data: { message: 'The PIN is saved.' } });
    expect(ask.mock.calls.map(([kind]) => kind)).toEqual(['pin', 'password']);
    expect(sentRequests('setFamilyPin').map((request) => request.headers[header])).toEqual([
      undefined,
      'proof-from-pin',
      'proof-from-password',
    ]);
  });

  it('is not asked about while a child is active: no proof would be sent', async () => {
    server.use(apiError('getFamily', 403, familyMessages.parentProofRequired));
    const ask = jest.fn(async () => true);
    const store = signedInStore(ask);
    store.dispatch(switchLearnerProfile(childMia));
    expect((await readFamily(store)).error).toMatchObject({ status: 403 });
    expect(ask).not.toHaveBeenCalled();
  });
});
