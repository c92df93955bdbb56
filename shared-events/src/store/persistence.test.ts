import { combineSlices, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { setConsent, uxSlice } from '../session/uxSlice';
import { newsletterSignUpStarted, openModal, startLogin, userSlice } from '../session/userSlice';
import { persistedState, readPersistedState, waitForRehydration } from '../testing/persistence';
import { createAppStore, createPersistConfig, PERSIST_TIMEOUT_MS } from './createAppStore';
import { injectSlice } from './injectSlice';
import { createMemoryStorage } from './storage';

interface RemoteState {
  coupon: string;
  steps: number;
}

// The slices of this file, declared as a remote declares its slice.
declare module 'shared-events' {
  interface LazyLoadedSlices {
    catalogLate: RemoteState;
    catalogEarly: RemoteState;
    checkoutReset: RemoteState;
  }
}

// Slice names are unique per test: the slice registry is module-level, like the real singleton.
function remoteSlice<Name extends string>(name: Name) {
  return createSlice({
    name,
    initialState: { coupon: '', steps: 0 } as RemoteState,
    reducers: {
      setCoupon(state, action: PayloadAction<string>) {
        state.coupon = action.payload;
      },
    },
    selectors: { selectCoupon: (state) => state.coupon },
  });
}

const saved = { coupon: 'PY30NOW', steps: 3 };

async function startApp(stored: Record<string, unknown>) {
  const storage = createMemoryStorage(
    persistedState({ ...stored, _persist: { version: -1, rehydrated: true } }),
  );
  const { store, persistor } = createAppStore({ storage });
  await waitForRehydration(persistor);
  return { store, persistor, storage };
}

describe('the pitfall this store solves', () => {
  it('combineSlices alone drops the state of a slice that is not injected yet', () => {
    const warning = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reducer = combineSlices(api, userSlice, uxSlice);
    const rehydrated = { ...reducer(undefined, { type: 'init' }), checkout: saved } as ReturnType<
      typeof reducer
    >;
    expect(reducer(rehydrated, { type: 'any' })).not.toHaveProperty('checkout');
    expect(warning).toHaveBeenCalledWith(expect.stringContaining('Unexpected key "checkout"'));
    warning.mockRestore();
  });
});

describe('persistence with lazily injected slices', () => {
  it('keeps the persisted state of a remote slice until the remote loads, then starts the slice from it', async () => {
    const catalog = remoteSlice('catalogLate');
    const { store, persistor, storage } = await startApp({ catalogLate: saved });

    store.dispatch(setConsent(true));
    await persistor.flush();
    expect(store.getState()).toHaveProperty('catalogLate', saved);
    expect(readPersistedState(storage.snapshot())).toMatchObject({
      catalogLate: saved,
      ux: { consent: true },
    });

    const injected = injectSlice(catalog);
    expect(injected.selectors.selectCoupon(store.getState())).toBe('PY30NOW');
    store.dispatch(catalog.actions.setCoupon('TRIALCOMPLETE'));
    expect(store.getState()).toHaveProperty('catalogLate', { coupon: 'TRIALCOMPLETE', steps: 3 });
  });

  it('restores a slice injected before the store exists', async () => {
    const early = remoteSlice('catalogEarly');
    const injected = injectSlice(early);
    const { store } = await startApp({ catalogEarly: saved });
    expect(injected.selectors.selectCoupon(store.getState())).toBe('PY30NOW');
  });

  it('merges stored fields over the initial state, so fields added later get their defaults', async () => {
    const { store } = await startApp({ user: { isLoggedIn: true, email: 'ada@example.com' } });
    expect(store.getState().user).toMatchObject({
      isLoggedIn: true,
      email: 'ada@example.com',
      signInForm: true,
    });
    expect(store.getState().user.newsletter.isFirstTime).toBe(true);
  });

  it("neither writes nor restores the user's in-flight flags and modal, only who is signed in", async () => {
    // What a tab that left for the hosted sign-in had stored, as an older release wrote it.
    const { store, persistor, storage } = await startApp({
      user: {
        isLoggedIn: true,
        email: 'ada@example.com',
        loading: true,
        isModalOpen: true,
        modalMessage: 'Please login to enroll in this course.',
        loginError: 'User not authorized',
        profileUpdate: { updating: true, updated: false, error: null },
      },
    });
    expect(store.getState().user).toMatchObject({
      isLoggedIn: true,
      email: 'ada@example.com',
      loading: false,
      isModalOpen: false,
      modalMessage: '',
      loginError: null,
      profileUpdate: { updating: false, updated: false, error: null },
    });

    store.dispatch(openModal('Please login to enroll in this course.'));
    store.dispatch(startLogin());
    await persistor.flush();
    const written = readPersistedState(storage.snapshot()).user;
    expect(written).toMatchObject({ isLoggedIn: true, email: 'ada@example.com' });
    for (const field of ['loading', 'isModalOpen', 'modalMessage', 'loginError', 'profileUpdate'])
      expect(written).not.toHaveProperty(field);
  });

  it("keeps the newsletter sign-up's in-flight flag for the page only, and the rest of the newsletter state", async () => {
    // A reload while the sign-up was being sent, as an older release wrote it.
    const { store, persistor, storage } = await startApp({
      user: {
        isLoggedIn: false,
        newsletter: {
          loading: true,
          signedUp: false,
          email: '',
          message: '',
          isOpen: true,
          isFirstTime: false,
        },
      },
    });
    // The newsletter state a reload keeps: all but the in-flight flag, which belongs to the page.
    const kept = {
      signedUp: false,
      confirmationSent: false,
      email: '',
      message: '',
      isOpen: true,
      isFirstTime: false,
    };
    expect(store.getState().user.newsletter).toEqual({ loading: false, ...kept });

    store.dispatch(newsletterSignUpStarted());
    await persistor.flush();
    const written = readPersistedState(storage.snapshot()).user as { newsletter: Record<string, unknown> };
    expect(written.newsletter).toEqual(kept);
  });

  it('a stored newsletter state without a newer field gets that field from the initial state', async () => {
    const { store } = await startApp({ user: { newsletter: { signedUp: true, email: 'ada@example.com' } } });
    expect(store.getState().user.newsletter).toMatchObject({
      signedUp: true,
      email: 'ada@example.com',
      loading: false,
      isFirstTime: true,
    });
  });

  it('starts a persist: false slice fresh at every app start and never writes it', async () => {
    const checkout = remoteSlice('checkoutReset');
    const { store, persistor, storage } = await startApp({ checkoutReset: saved });

    const injected = injectSlice(checkout, { persist: false });
    expect(injected.selectors.selectCoupon(store.getState())).toBe('');
    expect(store.getState()).toHaveProperty('checkoutReset', { coupon: '', steps: 0 });

    store.dispatch(checkout.actions.setCoupon('PY30NOW'));
    await persistor.flush();
    expect(readPersistedState(storage.snapshot())).not.toHaveProperty('checkoutReset');
  });

  it('does not restore a persist: false slice that was injected before the store', async () => {
    const checkout = remoteSlice('checkoutEarly');
    injectSlice(checkout, { persist: false });
    const { store } = await startApp({ checkoutEarly: saved });
    expect(store.getState()).toHaveProperty('checkoutEarly', { coupon: '', steps: 0 });
  });

  it('injecting the same slice again changes nothing', async () => {
    const catalog = remoteSlice('catalogTwice');
    const { store } = await startApp({ catalogTwice: saved });
    injectSlice(catalog);
    store.dispatch(catalog.actions.setCoupon('KEEP'));
    const before = store.getState();
    injectSlice(catalog);
    expect(store.getState()).toBe(before);
    expect(store.getState()).toHaveProperty('catalogTwice.coupon', 'KEEP');
  });

  it('does not persist the api cache', async () => {
    const { store, persistor, storage } = await startApp({});
    store.dispatch(setConsent(false));
    await persistor.flush();
    expect(store.getState()).toHaveProperty('api');
    const persisted = readPersistedState(storage.snapshot());
    expect(persisted).toHaveProperty('ux');
    expect(persisted).not.toHaveProperty('api');
  });

  it('returns the same state object for actions nothing handles, even while carrying unknown keys', async () => {
    const { store } = await startApp({ notLoadedYet: saved });
    const before = store.getState();
    store.dispatch({ type: 'nobody/handles-this' });
    expect(store.getState()).toBe(before);
  });
});

describe('rehydration timeout', () => {
  it('is 5000 ms under the one root key', () => {
    const config = createPersistConfig(createMemoryStorage());
    expect(config).toMatchObject({ key: 'root', timeout: 5000 });
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
  });

  it('starts with fresh state when storage does not answer within 5000 ms', async () => {
    jest.useFakeTimers();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const hanging = {
        getItem: () => new Promise<string | null>(() => undefined),
        setItem: () => undefined,
        removeItem: () => undefined,
      };
      const { store, persistor } = createAppStore({ storage: hanging });

      await jest.advanceTimersByTimeAsync(PERSIST_TIMEOUT_MS - 1);
      expect(persistor.getState().bootstrapped).toBe(false);

      await jest.advanceTimersByTimeAsync(1);
      expect(persistor.getState().bootstrapped).toBe(true);
      expect(store.getState().user.isLoggedIn).toBe(false);
    } finally {
      errors.mockRestore();
      jest.useRealTimers();
    }
  });
});
