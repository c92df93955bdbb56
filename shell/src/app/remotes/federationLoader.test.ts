import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from 'shared-contract';
import { createFederationLoader } from './federationLoader';

const Page = () => null;

function fakeInstance() {
  return {
    registerPlugins: jest.fn(),
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async () => ({ default: Page })),
  };
}

const remotes = [
  { name: 'catalog', entry: 'http://127.0.0.1:4101/mf-manifest.json', contract: CONTRACT_VERSION },
];

test('registers the retry plugin with the runtime before the remotes, so every remote fetch is retried', () => {
  const instance = fakeInstance();
  createFederationLoader(remotes, instance as unknown as ModuleFederation);
  expect(instance.registerPlugins).toHaveBeenCalledWith([
    expect.objectContaining({ name: 'platform-retry-plugin' }),
  ]);
  expect(instance.registerPlugins.mock.invocationCallOrder[0]).toBeLessThan(
    instance.registerRemotes.mock.invocationCallOrder[0] ?? 0,
  );
});

test('a loaded module is remembered, so a region can show it at once', async () => {
  const instance = fakeInstance();
  const loader = createFederationLoader(remotes, instance as unknown as ModuleFederation);
  expect(loader.loaded('catalog', './CoursesPage')).toBeUndefined();
  await expect(loader.load('catalog', './CoursesPage')).resolves.toBe(Page);
  expect(instance.loadRemote).toHaveBeenCalledWith('catalog/CoursesPage');
  expect(loader.loaded('catalog', './CoursesPage')).toBe(Page);
  expect(loader.loaded('catalog', './CourseDetailPage')).toBeUndefined();
});

test("reset forgets a remote's modules and re-registers it with the runtime", async () => {
  const instance = fakeInstance();
  const loader = createFederationLoader(remotes, instance as unknown as ModuleFederation);
  await loader.load('catalog', './CoursesPage');
  loader.reset('catalog');
  expect(loader.loaded('catalog', './CoursesPage')).toBeUndefined();
  expect(instance.registerRemotes).toHaveBeenLastCalledWith([remotes[0]], { force: true });
});

test('an unknown remote or a module without a default export is an error', async () => {
  const instance = fakeInstance();
  const loader = createFederationLoader(remotes, instance as unknown as ModuleFederation);
  await expect(loader.load('billing', './Page')).rejects.toThrow("No remote named 'billing'");
  instance.loadRemote.mockResolvedValueOnce({ other: Page } as never);
  await expect(loader.load('catalog', './CoursesPage')).rejects.toThrow('has no default export');
  expect(loader.loaded('catalog', './CoursesPage')).toBeUndefined();
});

test('a remote built for another contract version is refused: never registered or fetched, and says why', async () => {
  const instance = fakeInstance();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const workshop = { name: 'workshop', entry: 'http://127.0.0.1:4105/mf-manifest.json' };
  const loader = createFederationLoader(
    [...remotes, { ...workshop, contract: CONTRACT_VERSION + 1 }, { name: 'account', entry: workshop.entry }],
    instance as unknown as ModuleFederation,
  );
  expect(instance.registerRemotes).toHaveBeenCalledWith([remotes[0]]);
  expect(loader.refusal('catalog')).toBeUndefined();
  expect(loader.refusal('workshop')).toBe(
    `remote 'workshop': it was built for contract version ${CONTRACT_VERSION + 1}, this shell serves version ${CONTRACT_VERSION}`,
  );
  expect(loader.refusal('account')).toMatch(/does not say which contract version it was built for/);
  await expect(loader.load('workshop', './WorkshopsPage')).rejects.toThrow('The shell does not load');
  expect(instance.loadRemote).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalledWith(expect.stringContaining("remote 'workshop'"));
  error.mockRestore();
});
