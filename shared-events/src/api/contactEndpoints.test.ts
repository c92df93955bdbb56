import { createAppStore } from '../store/createAppStore';
import { createMemoryStorage } from '../store/storage';
import { apiAnswer, apiError, sentRequests, TEST_API_BASE } from '../testing/network';
import { server } from '../testing/server';
import { configureApi } from './apiConfig';
import { contactApi, type ContactMessage } from './contactEndpoints';

const BASE = TEST_API_BASE;
const message: ContactMessage = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Group prices',
  message: 'Do you offer group prices for a school class?',
  terms: true,
};

function send() {
  configureApi({ baseUrl: BASE, getAccessToken: () => null });
  const store = createAppStore({ storage: createMemoryStorage() }).store;
  return store.dispatch(contactApi.endpoints.sendContactMessage.initiate(message));
}

it('POSTs the message to the contact inbox', async () => {
  server.use(apiAnswer('sendContactMessage', { message: 'Message stored' }));
  const result = await send();
  expect(sentRequests()).toEqual([
    expect.objectContaining({ url: `${BASE}/contact/message`, method: 'POST', body: message }),
  ]);
  expect(result.data).toEqual({ message: 'Message stored' });
});

it("passes the server's reason on, and says 'Message not sent' when there is none", async () => {
  server.use(
    apiError('sendContactMessage', 429, 'Too many requests: please wait 42 seconds and try again.', {
      once: true,
    }),
    apiError('sendContactMessage', 500),
  );
  expect((await send()).error).toMatchObject({
    status: 429,
    message: 'Too many requests: please wait 42 seconds and try again.',
  });
  expect((await send()).error).toMatchObject({ status: 500, message: 'Message not sent' });
});
