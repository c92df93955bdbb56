/**
 * shared-contract: everything that crosses a boundary, declared once and framework-free. The HTTP calls and
 * their entities and field rules (http/), the events of the bus (events/), the shell's runtime config
 * (config/) and the manifest each remote declares (manifest/). The api, the platform package and every remote
 * import it; it imports nothing of theirs.
 */
export * from './http';
export {
  eventSchemas,
  isEventName,
  isStateEvent,
  STATE_EVENTS,
  type EventMap,
  type EventName,
  type StateEventName,
} from './events/eventSchemas';
export {
  runtimeConfigSchema,
  type RuntimeConfig,
  type RuntimeConfigInput,
} from './config/runtimeConfigSchema';
export { formatIssues } from './formatIssues';
export * from './manifest';
