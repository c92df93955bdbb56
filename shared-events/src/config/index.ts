export { runtimeConfigSchema, type RuntimeConfig, type RuntimeConfigInput } from './runtimeConfigSchema';
export { parseRuntimeConfig, setRuntimeConfig, getRuntimeConfig, useRuntimeConfig } from './runtimeConfig';
