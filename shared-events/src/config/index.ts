export { dialNumber } from './phone';
export { parseRuntimeConfig, setRuntimeConfig, getRuntimeConfig, useRuntimeConfig } from './runtimeConfig';
