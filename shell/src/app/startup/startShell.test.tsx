import { act, screen, waitFor } from '@testing-library/react';
import { apiAnswer, server, testRuntimeConfig } from 'shared-events/testing';
import { STARTUP_MARK_PREFIX } from '../../shared/scheduling/startupMarks';
import type { RemoteLoader } from '../../shared/remotes/remoteLoader';
import { startShell } from './startShell';

/** The shell's config loader is injected: a stand-in that answers /config.json with `json`. */
function answer(json: unknown, status = 200): typeof fetch {
  return async () => Response.json(json, { status });
}

async function start(fetchConfig: typeof fetch) {
  const element = document.createElement('div');
  document.body.append(element);
  const createLoader = jest.fn();
  await act(() => startShell(element, { fetchConfig, createLoader }));
  return { createLoader };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('shows a visible error naming the bad fields when /config.json is invalid', async () => {
  const { createLoader } = await start(answer({ env: 'development', apiBaseUrl: 'not a url', remotes: [] }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The site could not start');
  expect(alert).toHaveTextContent(/Invalid runtime config/);
  expect(alert).toHaveTextContent(/apiBaseUrl/);
  expect(createLoader).not.toHaveBeenCalled();
});

it('shows a visible error when /config.json cannot be fetched', async () => {
  await start(answer({ message: 'gone' }, 503));
  expect(await screen.findByRole('alert')).toHaveTextContent('/config.json answered 503');
});

it("shows the full-screen 'LOADING...' while /config.json has not answered", async () => {
  const element = document.createElement('div');
  document.body.append(element);
  const createLoader = jest.fn();
  const neverAnswers = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  await act(async () => {
    void startShell(element, { fetchConfig: neverAnswers, createLoader });
  });
  expect(neverAnswers).toHaveBeenCalledWith('/config.json', expect.anything());
  expect(screen.getByRole('status')).toHaveTextContent(/^LOADING\.\.\.$/);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(createLoader).not.toHaveBeenCalled();
});

it('replaces the loading screen with the site once /config.json has answered, registering the remotes once', async () => {
  server.use(apiAnswer('getCourses', { Courses: [] }));
  const loader: RemoteLoader = {
    load: jest.fn(() => new Promise(() => undefined)),
    loaded: () => undefined,
    reset: jest.fn(),
    preload: () => undefined,
    refusal: () => undefined,
  };
  const createLoader = jest.fn(() => loader);
  const element = document.createElement('div');
  document.body.append(element);
  await act(() =>
    startShell(element, {
      fetchConfig: answer(JSON.parse(JSON.stringify(testRuntimeConfig()))),
      createLoader,
    }),
  );
  expect(createLoader).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(element.querySelector('header')).not.toBeNull());
  expect(screen.queryByText(/^LOADING\.\.\.$/)).not.toBeInTheDocument();
});

it('marks the end of each start-up step in the performance timeline, for traces to show', async () => {
  server.use(apiAnswer('getCourses', { Courses: [] }));
  // jsdom keeps no performance timeline: the marks are counted as they are made.
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
  try {
    await start(answer(JSON.parse(JSON.stringify(testRuntimeConfig()))));
  } finally {
    Reflect.deleteProperty(performance, 'mark');
  }
  const marks = mark.mock.calls
    .map(([name]) => String(name))
    .filter((name) => name.startsWith(STARTUP_MARK_PREFIX));
  expect(marks).toEqual(['startup:config', 'startup:store', 'startup:session', 'startup:first-render']);
});
