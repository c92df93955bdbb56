import { createEventBus } from '../bus/eventBus';
import { createAppStore } from '../store/createAppStore';
import { createMemoryStorage } from '../store/storage';
import { publishSessionStates } from './sessionEvents';
import { clearUser, setActiveChildProfile, setUser } from './userSlice';

function connected() {
  const { store } = createAppStore({ storage: createMemoryStorage() });
  const bus = createEventBus();
  const subscription = publishSessionStates(store, bus);
  return { store, bus, subscription };
}

const learner = { userId: 'sub-1', attributes: { email: 'ada@example.com', name: 'Ada' } };

test('a remote subscribing after sign-in hears the session and the profile at once, then each change once', () => {
  const { store, bus } = connected();
  store.dispatch(setUser(learner));
  store.dispatch(setActiveChildProfile({ profileId: 'kid-1', name: 'Sam', avatar: 'owl' }));

  const session = jest.fn();
  const profile = jest.fn();
  bus.subscribe('auth:session-changed', session);
  bus.subscribe('family:profile-selected', profile);
  expect(session).toHaveBeenCalledWith({ signedIn: true });
  expect(profile).toHaveBeenCalledWith({ profileId: 'kid-1' });

  store.dispatch(setActiveChildProfile(null));
  store.dispatch(clearUser());
  expect(profile).toHaveBeenLastCalledWith({ profileId: null });
  expect(session).toHaveBeenLastCalledWith({ signedIn: false });
  expect(session).toHaveBeenCalledTimes(2);
});

test('state that does not change publishes nothing, and the payloads carry no account id or address', () => {
  const { store, bus } = connected();
  const heard: unknown[] = [];
  bus.subscribe('auth:session-changed', (payload) => heard.push(payload));
  store.dispatch(setUser(learner));
  store.dispatch(setUser({ ...learner, attributes: { ...learner.attributes, name: 'Ada L.' } }));
  expect(heard).toEqual([{ signedIn: false }, { signedIn: true }]);
  expect(JSON.stringify(heard)).not.toMatch(/sub-1|example\.com/);
});

test('unsubscribing stops publishing', () => {
  const { store, bus, subscription } = connected();
  subscription.unsubscribe();
  const session = jest.fn();
  bus.subscribe('auth:session-changed', session);
  session.mockClear();
  store.dispatch(setUser(learner));
  expect(session).not.toHaveBeenCalled();
});
