export * from './userSlice';
export * from './uxSlice';
export * from './accountName';
export { publishSessionStates } from './sessionEvents';
