import { runtimeConfigSchema } from 'shared-contract';
import { testRuntimeConfig } from '../testing';
import { parseRuntimeConfig, prepareRuntimeConfigParse } from './runtimeConfig';

// A file of its own: the schema is built once per module registry, and another test's parse would build it first.
it('builds the config schema ahead of the first parse, which then only checks the config', () => {
  const build = jest.spyOn(runtimeConfigSchema._zod.def, 'getter');
  prepareRuntimeConfigParse();
  expect(build).toHaveBeenCalledTimes(1);
  expect(parseRuntimeConfig(JSON.parse(JSON.stringify(testRuntimeConfig())))).toMatchObject({
    env: testRuntimeConfig().env,
  });
  prepareRuntimeConfigParse();
  expect(build).toHaveBeenCalledTimes(1);
});
