import { filter, map, ReplaySubject, Subject, type Observable } from 'rxjs';
import {
  eventSchemas,
  formatIssues,
  isEventName,
  isStateEvent,
  STATE_EVENTS,
  type EventMap,
  type EventName,
  type StateEventName,
} from 'shared-contract';

export interface EventBus {
  /** Sends an event to every current subscriber, synchronously. */
  publish<Name extends EventName>(name: Name, payload: EventMap[Name]): void;
  /**
   * Calls `handler` for each later event of that name, and for a state event (STATE_EVENTS) at once with its
   * latest value; returns the unsubscribe function. A handler's error reaches the page's error handling later and
   * neither stops the other subscribers nor reaches the publisher.
   */
  subscribe<Name extends EventName>(name: Name, handler: (payload: EventMap[Name]) => void): () => void;
  /** The events of that name as an observable (a state event's replays its latest value). */
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
  // Moments (a sign-in asked for) go to whoever listens now; states keep their latest value for late remotes.
  const moments = new Subject<Envelope>();
  const states = new Map<StateEventName, ReplaySubject<unknown>>(
    STATE_EVENTS.map((name) => [name, new ReplaySubject<unknown>(1)]),
  );

  function on$<Name extends EventName>(name: Name): Observable<EventMap[Name]> {
    assertEventName(name);
    // The bus delivers only payloads published under this name, so they have this name's type.
    const state = isStateEvent(name) ? states.get(name) : undefined;
    if (state) return state.asObservable() as Observable<EventMap[Name]>;
    return moments.pipe(
      filter((event) => event.name === name),
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
      const state = isStateEvent(name) ? states.get(name) : undefined;
      if (state) state.next(payload);
      else moments.next({ name, payload });
    },
    subscribe(name, handler) {
      // rxjs reports a throwing handler on a later task (config.onUnhandledError, else a thrown timeout) and keeps
      // delivering to the others.
      const subscription = on$(name).subscribe(handler);
      return () => subscription.unsubscribe();
    },
    on$,
  };
}

/** The one bus of the page (shared-events is a federation singleton). */
export const bus: EventBus = createEventBus();
