import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { injectSlice } from 'shared-events';

/**
 * Whether the floating 'Get 30% Off Now!' button is retired: the visitor opened the offer from it or dismissed
 * it. (The newsletter sign-up itself lives in the shared user slice.)
 */
export const offerButtonSlice = createSlice({
  name: 'communityNewsletterOffer',
  initialState: { retired: false },
  reducers: {
    retireOfferButton(state) {
      state.retired = true;
    },
  },
  selectors: {
    selectOfferButtonRetired: (state) => state.retired,
  },
});

declare module 'shared-events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to RootState
  interface LazyLoadedSlices extends WithSlice<typeof offerButtonSlice> {}
}

const injected = injectSlice(offerButtonSlice);

export const { retireOfferButton } = offerButtonSlice.actions;
export const { selectOfferButtonRetired } = injected.selectors;
