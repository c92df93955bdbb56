import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UxState {
  isCourseMenuOpen: boolean;
  /** Cookie consent: null until the visitor answers; tracking starts only when true. */
  consent: boolean | null;
}

export const initialUxState: UxState = { isCourseMenuOpen: false, consent: null };

export const uxSlice = createSlice({
  name: 'ux',
  initialState: initialUxState,
  reducers: {
    toggleCourseMenu(state) {
      state.isCourseMenuOpen = !state.isCourseMenuOpen;
    },
    setCourseMenuOpen(state, action: PayloadAction<boolean>) {
      state.isCourseMenuOpen = action.payload;
    },
    /** null: no answer (e.g. the consent cookie expired), so the banner asks again. */
    setConsent(state, action: PayloadAction<boolean | null>) {
      state.consent = action.payload;
    },
  },
  selectors: {
    selectIsCourseMenuOpen: (state) => state.isCourseMenuOpen,
    selectConsent: (state) => state.consent,
  },
});

export const uxActions = uxSlice.actions;
export const { toggleCourseMenu, setCourseMenuOpen, setConsent } = uxSlice.actions;
export const { selectIsCourseMenuOpen, selectConsent } = uxSlice.selectors;
