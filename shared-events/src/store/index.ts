export {
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
  createAppStore,
  createPersistConfig,
  getStore,
  type AppDispatch,
  type AppStore,
  type CreateAppStoreOptions,
  type RootState,
} from './createAppStore';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { injectSlice, type InjectSliceOptions } from './injectSlice';
export type { LazyLoadedSlices } from './rootReducer';
export { sliceInjected } from './sliceRegistry';
export { createMemoryStorage, type KeyValueStorage } from './storage';
