import type { Persistor } from 'redux-persist';
import {
  bus,
  clearUser,
  failedLogin,
  forgetParentProof,
  openModal,
  setUser,
  userApi,
  type AppStore,
  type UserInfo,
} from 'shared-events';
import type { AuthClient } from '../../features/auth/model/authClient';
import { setSignInReturn } from '../../features/auth/model/signInReturn';

/** Said in the sign-in modal when the server has ended this device's session (signed out elsewhere, revoked). */
export const SESSION_ENDED_MESSAGE = 'You were signed out. Please sign in again.';

export interface StartSessionDeps {
  store: AppStore;
  persistor: Persistor;
  auth: AuthClient;
  /** The user whose stored session is good, known without the identity layer (lazyAuth); null when unknown. */
  storedSessionUserId?: () => string | null;
}

function whenRehydrated(persistor: Persistor, run: () => void): () => void {
  if (persistor.getState().bootstrapped) {
    run();
    return () => undefined;
  }
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    run();
  });
  return unsubscribe;
}

/**
 * The session for the whole page (spec §4, app start-up): fetches the current user once the stored state is
 * back, follows the identity layer's sign-in/out events, registers the user record and keeps the enrollments
 * loaded while someone is signed in, publishes sign-out on the bus and opens the sign-in modal on request.
 * When the browser's stored session is good and belongs to the user the stored state holds, that user (with the
 * attributes fetched when they signed in) is the current user, without loading the identity layer to ask again.
 * Returns `stop`, which stops all of it, and `sessionEnded`, for the api to call when the server refuses the token.
 */
export function startSession({
  store,
  persistor,
  auth,
  storedSessionUserId = () => null,
}: StartSessionDeps): { stop: () => void; sessionEnded: () => void } {
  let enrollments: { unsubscribe(): void } | undefined;
  /** Whose record this page has registered: one registration per signed-in user and page. */
  let registeredUserId: string | undefined;

  const loadEnrollments = (userId: string) => {
    // Held while signed in, so any area's mutation that invalidates 'Enrollments' refreshes the slice.
    enrollments?.unsubscribe();
    enrollments = store.dispatch(userApi.endpoints.getEnrollments.initiate(userId, { forceRefetch: true }));
  };

  const signedIn = (user: UserInfo) => {
    store.dispatch(setUser(user));
    // A hosted sign-in's return reports the same user twice (the start-up check and the identity event).
    if (registeredUserId === user.userId) return;
    registeredUserId = user.userId;
    // The parent registered the record before a child could become the learner; a child may not write it.
    if (!store.getState().user.activeChildProfile) registerRecord(user);
    loadEnrollments(user.userId);
  };

  const registerRecord = (user: UserInfo) => {
    void store.dispatch(
      userApi.endpoints.registerUserData.initiate({
        userId: user.userId,
        userEmail: user.attributes.email,
        userName: user.attributes.name,
        // A family's parent with children has no parent proof at start-up: no PIN prompt on every page load.
        background: true,
      }),
    );
  };

  // Each profile of the family has its own progress: another learner on this device reads their enrolments.
  let learner = store.getState().user.activeChildProfile?.profileId;
  const stopLearnerWatch = store.subscribe(() => {
    const { activeChildProfile, userInfo } = store.getState().user;
    if (activeChildProfile?.profileId === learner) return;
    learner = activeChildProfile?.profileId;
    if (userInfo && registeredUserId === userInfo.userId) loadEnrollments(userInfo.userId);
  });

  const signedOut = () => {
    // The parent proof was this sign-in's.
    forgetParentProof();
    enrollments?.unsubscribe();
    enrollments = undefined;
    registeredUserId = undefined;
    if (!store.getState().user.isLoggedIn) return;
    store.dispatch(clearUser());
    bus.publish('auth:signed-out', {});
  };

  const refreshUser = async () => {
    const user = await auth.currentUser();
    if (user) signedIn(user);
    else signedOut();
  };

  const stopBus = bus.subscribe('auth:sign-in-requested', ({ message, returnTo }) => {
    if (store.getState().user.isLoggedIn) return;
    // What the visitor asked for (e.g. enrolling) continues after signing in or signing up and confirming.
    setSignInReturn(returnTo ?? null);
    store.dispatch(openModal(message));
  });
  const stopAuthEvents = auth.onAuthEvent((event) => {
    if (event.type === 'signedIn') void refreshUser();
    else if (event.type === 'signedOut') signedOut();
    else {
      store.dispatch(openModal());
      store.dispatch(failedLogin(event.message));
    }
  });
  const start = () => {
    const known = store.getState().user.userInfo;
    if (known && storedSessionUserId() === known.userId) signedIn(known);
    else void refreshUser();
  };
  const stopStart = whenRehydrated(persistor, start);

  let ending = false;
  /**
   * The API refused this device's token (its session ended on the server): forget it here too, once however many
   * calls were refused, and ask to sign in again.
   */
  const sessionEnded = () => {
    if (ending || !store.getState().user.isLoggedIn) return;
    ending = true;
    void auth
      .signOut()
      .catch(() => signedOut())
      .finally(() => {
        ending = false;
        store.dispatch(openModal(SESSION_ENDED_MESSAGE));
      });
  };

  return {
    sessionEnded,
    stop: () => {
      stopStart();
      stopBus();
      stopAuthEvents();
      stopLearnerWatch();
      enrollments?.unsubscribe();
    },
  };
}
