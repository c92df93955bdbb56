import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { createAppStore, createMemoryStorage, injectSlice } from 'shared-events';

// What a remote writes: its slice, the type declaration that adds it to RootState, and the injection.
const workshopSlice = createSlice({
  name: 'workshopDemo',
  initialState: { step: 1 },
  reducers: {
    nextStep(state) {
      state.step += 1;
    },
    goToStep(state, action: PayloadAction<number>) {
      state.step = action.payload;
    },
  },
  selectors: { selectStep: (state) => state.step },
});

declare module 'shared-events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the documented augmentation pattern
  interface LazyLoadedSlices extends WithSlice<typeof workshopSlice> {}
}

it('lets a remote type its injected slice as part of RootState through LazyLoadedSlices', () => {
  const { store } = createAppStore({ storage: createMemoryStorage() });
  const injected = injectSlice(workshopSlice);

  store.dispatch(workshopSlice.actions.nextStep());

  const step: number = injected.selectors.selectStep(store.getState());
  expect(step).toBe(2);
  expect(store.getState().workshopDemo?.step).toBe(2);
});
