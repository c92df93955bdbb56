import { distinctUntilChanged, from, map, type Subscription } from 'rxjs';
import type { Store } from '@reduxjs/toolkit';
import { bus as pageBus, type EventBus } from '../bus/eventBus';
import type { UserState } from './userSlice';

/**
 * Publishes the session and the selected learner profile as the bus's state events whenever they change, from
 * the store (a Redux store is an observable of its state). A remote that loads later, another team's included,
 * hears both at once without knowing the store's shape.
 */
export function publishSessionStates(
  store: Store<{ user: UserState }>,
  bus: EventBus = pageBus,
): Subscription {
  const user$ = from(store).pipe(map((state) => state.user));
  const session = user$
    .pipe(
      map((user) => user.isLoggedIn),
      distinctUntilChanged(),
    )
    .subscribe((signedIn) => bus.publish('auth:session-changed', { signedIn }));
  session.add(
    user$
      .pipe(
        map((user) => user.activeChildProfile?.profileId ?? null),
        distinctUntilChanged(),
      )
      .subscribe((profileId) => bus.publish('family:profile-selected', { profileId })),
  );
  return session;
}
