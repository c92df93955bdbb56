import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from 'shared-contract';
import { createFederationLoader } from './federationLoader';

const Page = () => null;

function fakeInstance() {
  return {
    registerPlugins: jest.fn(),
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async () => ({ default: Page })),
    preloadRemote: jest.fn(async () => undefined),
  };
}

const remotes = [{ name: 'catalog', entry: 'http://127.0.0.1:4101/mf-manifest.json' }];

test('registers the retry and contract plugins with the runtime before the remotes, so every remote fetch goes through them', () => {
  const instance = fakeInstance();
  createFederationLoader(remotes, instance as unknown as ModuleFederation);
  expect(instance.registerPlugins).toHaveBeenCalledWith([
    expect.objectContaining({ name: 'platform-retry-plugin' }),
    expect.objectContaining({ name: 'platform-contract-plugin' }),
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

test("preloading fetches only the module's own code through the runtime, never a remote outside the config", async () => {
  const instance = fakeInstance();
  const loader = createFederationLoader(remotes, instance as unknown as ModuleFederation);
  loader.preload('catalog', './CourseDetailPage');
  expect(instance.preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'catalog', exposes: ['./CourseDetailPage'], share: false, depsRemote: false },
  ]);
  loader.preload('billing', './Page');
  expect(instance.preloadRemote).toHaveBeenCalledTimes(1);
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

/** What the runtime hands the contract plugin when it has read a remote's mf-manifest.json. */
const snapshotOf = (name: string, metaData: Record<string, unknown>) =>
  ({ from: 'manifest', moduleInfo: { name }, manifestJson: { metaData } }) as never;

test('a remote whose own build states another contract version is refused, and not fetched again', async () => {
  const instance = fakeInstance();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const loader = createFederationLoader(remotes, instance as unknown as ModuleFederation);
  const plugin = instance.registerPlugins.mock.calls[0]?.[0]?.find(
    (candidate: { name: string }) => candidate.name === 'platform-contract-plugin',
  );
  const current = snapshotOf('catalog', { contract: CONTRACT_VERSION });
  expect(plugin.loadRemoteSnapshot(current)).toBe(current);
  expect(loader.refusal('catalog')).toBeUndefined();

  expect(() => plugin.loadRemoteSnapshot(snapshotOf('catalog', { contract: CONTRACT_VERSION + 1 }))).toThrow(
    'The shell does not load',
  );
  expect(loader.refusal('catalog')).toBe(
    `remote 'catalog': it was built for contract version ${CONTRACT_VERSION + 1}, this shell serves version ${CONTRACT_VERSION}`,
  );
  expect(error).toHaveBeenCalledWith(expect.stringContaining("remote 'catalog'"));
  await expect(loader.load('catalog', './CoursesPage')).rejects.toThrow('The shell does not load');
  expect(instance.loadRemote).not.toHaveBeenCalled();

  expect(() => plugin.loadRemoteSnapshot(snapshotOf('account', {}))).toThrow(
    'does not say which contract version',
  );
  error.mockRestore();
});
