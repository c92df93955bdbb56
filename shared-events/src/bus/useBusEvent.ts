import { useEffect, useEffectEvent } from 'react';
import { bus as defaultBus, type EventBus } from './eventBus';
import type { EventMap, EventName } from 'shared-contract';

/** Subscribes for the component's lifetime; the latest `handler` is called without resubscribing. */
export function useBusEvent<Name extends EventName>(
  name: Name,
  handler: (payload: EventMap[Name]) => void,
  bus: EventBus = defaultBus,
): void {
  const onEvent = useEffectEvent((payload: EventMap[Name]) => handler(payload));
  useEffect(() => bus.subscribe(name, (payload) => onEvent(payload)), [bus, name]);
}
