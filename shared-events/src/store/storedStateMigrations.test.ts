import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { persistedState, readPersistedState, waitForRehydration } from '../testing/persistence';
import { createAppStore } from './createAppStore';
import { injectSlice } from './injectSlice';
import { createMemoryStorage } from './storage';

// The community remote's offer-button slice as it is named since issue 16 (formerly 'newsletterOffer').
const offerButton = createSlice({
  name: 'communityNewsletterOffer',
  initialState: { retired: false },
  reducers: {},
  selectors: { selectRetired: (state) => state.retired },
});

declare module 'shared-events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to RootState
  interface LazyLoadedSlices extends WithSlice<typeof offerButton> {}
}

async function startApp(stored: Record<string, unknown>) {
  const storage = createMemoryStorage(persistedState(stored));
  const { store, persistor } = createAppStore({ storage });
  await waitForRehydration(persistor);
  return { store, persistor, storage };
}

const posts = { items: [{ id: 'p-1' }], selectedTag: 'Kids' };

it('moves state saved under the slices’ former names to their namespaced names', async () => {
  const { store, persistor, storage } = await startApp({
    blogs: posts,
    newsletterOffer: { retired: true },
    _persist: { version: -1, rehydrated: true },
  });

  expect(store.getState()).toMatchObject({ communityBlogs: posts });
  expect(store.getState()).not.toHaveProperty('blogs');
  expect(store.getState()).not.toHaveProperty('newsletterOffer');
  // A visitor who retired the offer button before the rename does not see it again.
  expect(injectSlice(offerButton).selectors.selectRetired(store.getState())).toBe(true);

  await persistor.flush();
  const written = readPersistedState(storage.snapshot());
  expect(written).toMatchObject({ communityBlogs: posts, communityNewsletterOffer: { retired: true } });
  expect(written).not.toHaveProperty('newsletterOffer');
  expect(written).toHaveProperty('_persist', expect.objectContaining({ version: 1 }));
});

it('keeps state already saved under the new name over a stale copy under the former one', async () => {
  const { store } = await startApp({
    blogs: { items: [], selectedTag: null },
    communityBlogs: posts,
    _persist: { version: -1, rehydrated: true },
  });
  expect(store.getState()).toMatchObject({ communityBlogs: posts });
  expect(store.getState()).not.toHaveProperty('blogs');
});
