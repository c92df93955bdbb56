export { runtimeConfigSchema, type RuntimeConfig, type RuntimeConfigInput } from './runtimeConfigSchema';
export { dialNumber } from './phone';
export { parseRuntimeConfig, setRuntimeConfig, getRuntimeConfig, useRuntimeConfig } from './runtimeConfig';
