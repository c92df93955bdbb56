export { renderWithStore, type RenderWithStoreOptions } from './renderWithStore';
export { failure, ok, stubFetch, type RecordedRequest, type StubAnswer } from './fetchStub';
export { persistedState, readPersistedState, waitForRehydration } from './persistence';
