/**
 * shared-events: the contract between the shell and the remotes, shared as one instance at run time.
 * The HTTP contract (zod schemas of every call) is the separate entry `shared-events/contract`;
 * test helpers are `shared-events/testing`.
 */
export * from './config';
export * from './bus';
export * from './store';
export * from './session';
export * from './api';
export * from './learning';
// The API's rule for web addresses, so a form leaves out a picture the request would be refused for.
export type { WebScheme } from './contract/webAddress';
