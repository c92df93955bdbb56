import { configureStore } from '@reduxjs/toolkit';
import { apiAnswer, sentRequests, TEST_API_BASE } from '../testing/network';
import { server } from '../testing/server';
import { api } from './api';
import { configureApi } from './apiConfig';
import { coreApi } from './coreEndpoints';

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

async function loadCourses() {
  const subscription = makeStore().dispatch(coreApi.endpoints.getCourses.initiate());
  try {
    return await subscription;
  } finally {
    subscription.unsubscribe();
  }
}

// A file of its own: the api settings are module-level and start unset.
describe('api settings', () => {
  it('fails clearly, without a request, before the shell configures the api', async () => {
    const requested = jest.fn();
    server.events.on('request:start', requested);
    const result = await loadCourses();
    expect(result.error).toEqual({
      status: 'FETCH_ERROR',
      message: 'Failed to fetch courses',
      detail: 'The api is not configured: the shell must call configureApi() at start.',
    });
    expect(requested).not.toHaveBeenCalled();
  });

  it('calls without a token when reading the token fails, so public data still loads', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureApi({
      baseUrl: TEST_API_BASE,
      getAccessToken: async () => {
        throw new Error('refresh failed');
      },
    });
    server.use(apiAnswer('getCourses', { Courses: [] }));

    const result = await loadCourses();

    expect(result.data).toEqual([]);
    expect(sentRequests()[0]?.headers).not.toHaveProperty('authorization');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sends through the fetch the shell configured, instead of the global one', async () => {
    const requested = jest.fn();
    server.events.on('request:start', requested);
    const configured = jest.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        ({
          ok: true,
          status: 200,
          text: async () => JSON.stringify({ statusCode: 200, body: '{"Courses":[]}' }),
        }) as Response,
    );
    configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => null, fetch: configured });

    const result = await loadCourses();

    expect(result.data).toEqual([]);
    expect(configured).toHaveBeenCalledWith(
      `${TEST_API_BASE}/courses`,
      expect.objectContaining({ method: 'GET' }),
    );
    expect(requested).not.toHaveBeenCalled();
  });
});
