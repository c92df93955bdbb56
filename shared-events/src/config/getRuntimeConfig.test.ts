import { getRuntimeConfig } from './runtimeConfig';

// A separate file, so the module-level config is fresh (jest isolates modules per test file).
it('explains what to do when the config was never set', () => {
  expect(() => getRuntimeConfig()).toThrow(/Runtime config is not set: the shell must call setRuntimeConfig/);
});
