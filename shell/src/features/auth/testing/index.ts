// The auth feature's test helpers that other features' tests use.
export { fakeAuthClient } from './fakeAuthClient';
export { renderAuth, setTestConfig } from './renderAuth';
