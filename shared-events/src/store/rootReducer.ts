import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { transientUserFields, userSlice } from '../session/userSlice';
import { uxSlice } from '../session/uxSlice';
import { registerReducerPath } from './sliceRegistry';

/**
 * State of slices that remotes inject when they load. A remote declares its slice for typing with
 *   declare module 'shared-events' { interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by remotes through declaration merging
export interface LazyLoadedSlices {}

/** The core slices are always present; the api cache is rebuilt per visit, so it is not persisted. */
export const rootReducer = combineSlices(api, userSlice, uxSlice).withLazyLoadedSlices<LazyLoadedSlices>();

registerReducerPath(api.reducerPath, { persist: false });
registerReducerPath(userSlice.reducerPath, { persist: true, transient: transientUserFields });
registerReducerPath(uxSlice.reducerPath, { persist: true });
