import { formatIssues } from 'shared-contract';
import { eventSchemas, isEventName, type EventMap, type EventName } from 'shared-contract';

export interface EventBus {
  /** Sends an event to every current subscriber, synchronously. */
  publish<Name extends EventName>(name: Name, payload: EventMap[Name]): void;
  /** Calls `handler` for each later event of that name; returns the unsubscribe function. */
  subscribe<Name extends EventName>(name: Name, handler: (payload: EventMap[Name]) => void): () => void;
}

export interface EventBusOptions {
  /** Validate payloads against `eventSchemas`; on by default outside production builds. */
  validate?: boolean;
}

type Handler = (payload: unknown) => void;

function assertEventName(name: string): asserts name is EventName {
  if (!isEventName(name)) {
    throw new Error(`Unknown event '${name}'. Known events: ${Object.keys(eventSchemas).join(', ')}`);
  }
}

/** A handler's error is thrown later, where the page's error handling sees it, so one remote's bug neither
 * stops the other subscribers nor reaches the publisher. */
function reportLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

export function createEventBus({
  validate = process.env.NODE_ENV !== 'production',
}: EventBusOptions = {}): EventBus {
  const handlers = new Map<EventName, Set<Handler>>();

  return {
    publish(name, payload) {
      assertEventName(name);
      if (validate) {
        const result = eventSchemas[name].safeParse(payload);
        if (!result.success) {
          throw new Error(`Invalid payload for event '${name}': ${formatIssues(result.error.issues)}`);
        }
      }
      // A copy, so a handler subscribed during this delivery hears only later events; one unsubscribed during it
      // (by an earlier handler) is not called any more.
      const named = handlers.get(name);
      for (const handler of [...(named ?? [])]) {
        if (!named?.has(handler)) continue;
        try {
          handler(payload);
        } catch (error) {
          reportLater(error);
        }
      }
    },
    subscribe(name, handler) {
      assertEventName(name);
      // Wrapped so the same function subscribed twice is two subscriptions, each with its own unsubscribe;
      // the bus delivers only payloads published under this name, so they have this name's type.
      const entry: Handler = (payload) => handler(payload as EventMap[typeof name]);
      const named = handlers.get(name) ?? new Set<Handler>();
      handlers.set(name, named.add(entry));
      return () => {
        named.delete(entry);
      };
    },
  };
}

/** The one bus of the page (shared-events is a federation singleton). */
export const bus: EventBus = createEventBus();
