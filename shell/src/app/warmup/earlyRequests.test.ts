import { clearEarly, fetchReusingEarly, peekEarly, requestKey, startEarly, takeEarly } from './earlyRequests';
import { jsonResponse } from './testing';

const network = jest.fn(async () => jsonResponse({ from: 'network' }));

beforeEach(() => {
  clearEarly();
  network.mockClear();
  globalThis.fetch = network as unknown as typeof fetch;
});

it('hands an early request over once, then goes to the network for the same address', async () => {
  startEarly('/config.json', Promise.resolve(jsonResponse({ from: 'early' })));
  expect(await (await fetchReusingEarly('/config.json')).json()).toEqual({ from: 'early' });
  expect(network).not.toHaveBeenCalled();
  expect(await (await fetchReusingEarly('/config.json')).json()).toEqual({ from: 'network' });
  expect(network).toHaveBeenCalledTimes(1);
});

it('lets a reader peek without taking the request away', async () => {
  startEarly('http://remote/mf-manifest.json', Promise.resolve(jsonResponse({ id: 'catalog' })));
  expect(await (await peekEarly('http://remote/mf-manifest.json'))?.json()).toEqual({ id: 'catalog' });
  expect(await (await takeEarly('http://remote/mf-manifest.json'))?.json()).toEqual({ id: 'catalog' });
  expect(takeEarly('http://remote/mf-manifest.json')).toBeUndefined();
});

it('keeps the first request when the same address is started twice', async () => {
  startEarly('/a', Promise.resolve(jsonResponse(1)));
  startEarly('/a', Promise.resolve(jsonResponse(2)));
  expect(await (await takeEarly('/a'))?.json()).toBe(1);
});

it('passes the failure of an early request to whoever takes it', async () => {
  startEarly('/down', Promise.reject(new TypeError('Failed to fetch')));
  await expect(fetchReusingEarly('/down')).rejects.toThrow('Failed to fetch');
});

it("answers a GET's early request only to a GET: a request that sends something goes to the network", async () => {
  startEarly('/courses', Promise.resolve(jsonResponse({ from: 'early' })));
  await fetchReusingEarly('/courses', { method: 'POST', body: '{}' });
  expect(network).toHaveBeenCalledTimes(1);
  expect(await (await fetchReusingEarly('/courses', { method: 'GET' })).json()).toEqual({ from: 'early' });
});

describe('a request that sends something (a lesson, for the stored token)', () => {
  const LESSON = 'http://api.test/dev/lesson/fetch';
  const headers = (token: string): Record<string, string> => ({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${token}`,
  });
  const init = (token: string, body = '{"UserID":"sub-1","LessonID":2}'): RequestInit => ({
    method: 'POST',
    headers: headers(token),
    body,
  });
  const startFor = (token: string) =>
    startEarly(requestKey(LESSON, init(token)) ?? 'no key', Promise.resolve(jsonResponse({ from: 'early' })));

  it('is answered by the early request with the same method, address, headers (in any order) and body', async () => {
    startFor('t1');
    const reordered = { ...init('t1'), headers: Object.fromEntries(Object.entries(headers('t1')).reverse()) };
    expect(await (await fetchReusingEarly(LESSON, reordered)).json()).toEqual({ from: 'early' });
    expect(network).not.toHaveBeenCalled();
    await fetchReusingEarly(LESSON, init('t1'));
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("is never answered by another learner's, another profile's or another lesson's early request", async () => {
    startFor('t1');
    await fetchReusingEarly(LESSON, init('t2'));
    await fetchReusingEarly(LESSON, {
      ...init('t1'),
      headers: { ...headers('t1'), 'X-Learner-Profile': 'p1' },
    });
    await fetchReusingEarly(LESSON, init('t1', '{"UserID":"sub-1","LessonID":3}'));
    expect(network).toHaveBeenCalledTimes(3);
    expect(takeEarly(requestKey(LESSON, init('t1')) ?? '')).toBeDefined();
  });

  it('keys a request by its headers in any order and case, without the locale-aware comparison that starts ICU', () => {
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    const body = '{"LessonID":2}';
    const key = requestKey(LESSON, {
      method: 'POST',
      headers: { 'X-Learner-Profile': 'p1', Authorization: 'Bearer t', 'content-type': 'application/json' },
      body,
    });
    expect(key).toBe(
      requestKey(LESSON, {
        method: 'post',
        headers: { 'Content-Type': 'application/json', 'x-learner-profile': 'p1', authorization: 'Bearer t' },
        body,
      }),
    );
    expect(JSON.parse(key ?? '')[2].map(([name]: [string]) => name)).toEqual([
      'authorization',
      'content-type',
      'x-learner-profile',
    ]);
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();
  });

  it('has no key when its body or headers cannot be compared', () => {
    expect(requestKey(LESSON, { method: 'POST', body: new FormData() })).toBeUndefined();
    expect(requestKey(LESSON, { method: 'POST', headers: new Headers(), body: '{}' })).toBeUndefined();
    expect(requestKey(LESSON)).toBe(LESSON);
  });
});

it("takes over the requests index.html's head script registered on the page before the app's code loaded", async () => {
  const early = new Map([['/config.json', Promise.resolve(jsonResponse({ from: 'head script' }))]]);
  window.__shellEarlyRequests = early;
  try {
    await jest.isolateModulesAsync(async () => {
      const app = await import('./earlyRequests');
      expect(await (await app.fetchReusingEarly('/config.json')).json()).toEqual({ from: 'head script' });
      app.startEarly('/courses', Promise.resolve(jsonResponse([])));
    });
    expect(network).not.toHaveBeenCalled();
    expect([...early.keys()]).toEqual(['/courses']);
  } finally {
    window.__shellEarlyRequests = undefined;
  }
});
