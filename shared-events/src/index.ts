/**
 * shared-events: the contract between the shell and the remotes, shared as one instance at run time.
 * The HTTP contract (zod schemas of every call) is the separate entry `shared-contract`;
 * test helpers are `shared-events/testing`. Forms built on react-hook-form are the entry `shared-events/forms`
 * (shared on its own), so only a page that shows such a form downloads react-hook-form.
 * `format`: en-US money, counts and dates written without Intl, for the pages' first views.
 */
export * from './config';
export * from './bus';
export * from './store';
export * from './session';
export * from './api';
export * from './learning';
export * from './forms';
export * from './format';
