export { dialNumber } from './phone';
export {
  parseRuntimeConfig,
  prepareRuntimeConfigParse,
  setRuntimeConfig,
  getRuntimeConfig,
  useRuntimeConfig,
} from './runtimeConfig';
