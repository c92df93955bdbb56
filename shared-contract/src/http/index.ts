/**
 * The HTTP contract between the front end and the API: request and response schemas of every call,
 * the wire envelopes and the entity types. Shared by shared-events (client) and api (server).
 */
export * from './entities';
export * from './requests';
export * from './calls';
export * from './cacheableReads';
export * from './envelope';
export * from './rules';
export * from './exercise';
export * from './family';
export * from './certificates';
export * from './streaks';
export * from './weekWork';
export * from './videoPositions';
export * from './identity';
export { builtSchema, describeIssues } from './fields';
export { displayName } from './displayName';
export { frameHeightOf, PAYMENT_FRAME_HEIGHT_MESSAGE, PAYMENT_FRAME_MAX_HEIGHT } from './paymentFrame';
export { fieldProblems } from './fieldProblems';
