export { renderWithStore, type RenderWithStoreOptions } from './renderWithStore';
export {
  apiAnswer,
  apiError,
  apiHandler,
  ApiFailure,
  answerCalls,
  apiSequence,
  failure as apiFailure,
  networkFailure,
  offContractAnswer,
  sentBodies,
  sentRequests,
  TEST_API_BASE,
  watchRequests,
  type ApiAnswerOf,
  type ApiResolver,
  type ApiResolvers,
  type RawAnswer,
  type SentRequest,
} from './network';
export { server } from './server';
export { childMia, courseWire, profileData } from './fixtures';
export { setTestRuntimeConfig, testRuntimeConfig, type TestRuntimeConfigOptions } from './runtimeConfig';
export { persistedState, readPersistedState, waitForRehydration } from './persistence';
