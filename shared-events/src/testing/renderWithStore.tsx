import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'shared-ui';
import { createAppStore } from '../store/createAppStore';
import { createMemoryStorage, type KeyValueStorage } from '../store/storage';

export interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Defaults to an empty in-memory storage, so tests never share localStorage. */
  storage?: KeyValueStorage;
}

/**
 * Renders `ui` inside a fresh app store (the same store the shell builds) and the platform theme, without PersistGate so the
 * first render is synchronous. Set state up by dispatching actions on the returned store.
 */
export function renderWithStore(
  ui: ReactElement,
  { storage = createMemoryStorage(), ...options }: RenderWithStoreOptions = {},
) {
  const { store, persistor } = createAppStore({ storage });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ThemeProvider>{children}</ThemeProvider>
    </Provider>
  );
  return { store, persistor, ...render(ui, { wrapper: Wrapper, ...options }) };
}
