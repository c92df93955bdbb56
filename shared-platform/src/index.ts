/**
 * shared-platform: the contract between the shell and the remotes, shared as one instance at run time.
 * The HTTP contract (zod schemas of every call) is the separate entry `shared-contract`;
 * test helpers are `shared-platform/testing`.
 */
export * from './config';
export * from './bus';
export * from './store';
export * from './session';
export * from './api';
export * from './learning';
export * from './forms';
