import { filter, map, Subject, type Observable } from 'rxjs';
import { formatIssues } from 'shared-contract';
import { eventSchemas, isEventName, type EventMap, type EventName } from 'shared-contract';

export interface EventBus {
  /** Sends an event to every current subscriber, synchronously. */
  publish<Name extends EventName>(name: Name, payload: EventMap[Name]): void;
  /** Calls `handler` for each later event of that name; returns the unsubscribe function. */
  subscribe<Name extends EventName>(name: Name, handler: (payload: EventMap[Name]) => void): () => void;
  on$<Name extends EventName>(name: Name): Observable<EventMap[Name]>;
}

export interface EventBusOptions {
  /** Validate payloads against `eventSchemas`; on by default outside production builds. */
  validate?: boolean;
}

interface Envelope {
  name: EventName;
  payload: unknown;
}

function assertEventName(name: string): asserts name is EventName {
  if (!isEventName(name)) {
    throw new Error(`Unknown event '${name}'. Known events: ${Object.keys(eventSchemas).join(', ')}`);
  }
}

export function createEventBus({
  validate = process.env.NODE_ENV !== 'production',
}: EventBusOptions = {}): EventBus {
  const events = new Subject<Envelope>();

  function on$<Name extends EventName>(name: Name): Observable<EventMap[Name]> {
    assertEventName(name);
    return events.pipe(
      filter((event) => event.name === name),
      // The payload was published under this name, so it has this name's type.
      map((event) => event.payload as EventMap[Name]),
    );
  }

  return {
    publish(name, payload) {
      assertEventName(name);
      if (validate) {
        const result = eventSchemas[name].safeParse(payload);
        if (!result.success) {
          throw new Error(`Invalid payload for event '${name}': ${formatIssues(result.error.issues)}`);
        }
      }
      events.next({ name, payload });
    },
    subscribe(name, handler) {
      const subscription = on$(name).subscribe(handler);
      return () => subscription.unsubscribe();
    },
    on$,
  };
}

/** The one bus of the page (shared-platform is a federation singleton). */
export const bus: EventBus = createEventBus();
