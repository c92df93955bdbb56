import { screen, waitFor } from '@testing-library/react';
import { familyMessages, PARENT_PROOF_HEADER } from 'shared-contract';
import { configureApi, familyApi, setUser } from 'shared-events';
import {
  apiAnswer,
  apiError,
  apiFailure,
  apiSequence,
  sentBodies,
  sentRequests,
  server,
  TEST_API_BASE,
} from 'shared-events/testing';
import { requestParentProof } from '../model/parentProofRequest';
import { fakeAuthClient } from '../testing/fakeAuthClient';
import { renderAuth, setTestConfig } from '../testing/renderAuth';
import { ParentCheckProvider } from './ParentCheckProvider';

const parent = { userId: 'u-1', attributes: { email: 'pat@example.com', name: 'Pat Parent' } };
const family = { profiles: [], hasPin: true, weeklySummary: false };
const header = PARENT_PROOF_HEADER.toLowerCase();

beforeEach(() => {
  setTestConfig();
  configureApi({
    baseUrl: TEST_API_BASE,
    getAccessToken: () => 'token',
    onParentProofRequired: requestParentProof,
  });
});

/** The parent, active on this device, makes a parent-only call (the Family page reading the family). */
function readFamilyAsParent() {
  const rendered = renderAuth(<ParentCheckProvider>page</ParentCheckProvider>, {
    auth: fakeAuthClient().client,
  });
  rendered.store.dispatch(setUser(parent));
  const request = rendered.store.dispatch(familyApi.endpoints.getFamily.initiate());
  return { ...rendered, request };
}

describe('a parent-only call the API refuses without a parent proof', () => {
  it('opens the parent check, and is made again with the proof the right PIN gave', async () => {
    server.use(
      ...apiSequence('getFamily', apiFailure(403, familyMessages.parentProofRequired), family),
      apiAnswer('verifyFamilyPin', { parentProof: 'proof-1', expiresInSeconds: 900 }),
    );
    const { user, request } = readFamilyAsParent();
    // The prompt's code loads the first time it opens.
    await user.type(await screen.findByLabelText(/Parent PIN/), '1234{Enter}');
    expect((await request).data).toEqual(family);
    request.unsubscribe();
    expect(sentBodies('verifyFamilyPin')).toEqual([{ pin: '1234' }]);
    const [refused, repeated] = sentRequests('getFamily');
    expect(refused?.headers).not.toHaveProperty(header);
    expect(repeated?.headers[header]).toBe('proof-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the API's refusal when the parent check is closed", async () => {
    server.use(apiError('getFamily', 403, familyMessages.parentProofRequired));
    const { user, request } = readFamilyAsParent();
    await screen.findByLabelText(/Parent PIN/);
    await user.keyboard('{Escape}');
    expect((await request).error).toMatchObject({
      status: 403,
      message: familyMessages.parentProofRequired,
    });
    request.unsubscribe();
    expect(sentRequests('getFamily')).toHaveLength(1);
  });
});

it('answers no when no parent check is on the page', async () => {
  await expect(requestParentProof('pin')).resolves.toBe(false);
});
