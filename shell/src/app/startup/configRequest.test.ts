import { CONFIG_REQUEST, CONFIG_URL, configRequestScript, fetchConfigOnce } from './configRequest';

const network = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  network.mockReset();
  globalThis.fetch = network as unknown as typeof fetch;
  delete window.__shellConfigRequest;
});

test("index.html's head script starts the config request as the app would make it", () => {
  // The script runs as index.html's own text: evaluated here the way the page parses it.
  network.mockResolvedValue(new Response('{}'));
  new Function(configRequestScript())();
  expect(network).toHaveBeenCalledWith(CONFIG_URL, CONFIG_REQUEST);
  expect(window.__shellConfigRequest).toBeInstanceOf(Promise);
});

test("the app takes over the head script's request once, and asks the network itself after that", async () => {
  window.__shellConfigRequest = Promise.resolve(new Response('{"from":"head"}'));
  network.mockResolvedValue(new Response('{"from":"network"}'));

  await expect((await fetchConfigOnce(CONFIG_URL, CONFIG_REQUEST)).json()).resolves.toEqual({ from: 'head' });
  expect(network).not.toHaveBeenCalled();

  await expect((await fetchConfigOnce(CONFIG_URL, CONFIG_REQUEST)).json()).resolves.toEqual({
    from: 'network',
  });
  expect(network).toHaveBeenCalledWith(CONFIG_URL, CONFIG_REQUEST);
});

test('without a head script (a test page, the dev harness) the app fetches the config itself', async () => {
  network.mockResolvedValue(new Response('{}'));
  await fetchConfigOnce(CONFIG_URL, CONFIG_REQUEST);
  expect(network).toHaveBeenCalledTimes(1);
});
