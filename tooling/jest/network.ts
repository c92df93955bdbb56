import { endNetworkTest, watchUnhandledRequests } from '../../shared-events/src/testing/network';
import { server } from '../../shared-events/src/testing/server';

// Every test runs against the fake network: a request no handler answers fails the test instead of
// reaching a real server, and so does a request or an answer outside the contract.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => watchUnhandledRequests());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  endNetworkTest();
});
afterAll(() => server.close());
