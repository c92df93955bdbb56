import type { RuntimeConfig } from 'shared-contract';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import type { Store } from '@reduxjs/toolkit';
import { AuthProvider, type AuthServices } from '../../features/auth/model/AuthContext';
import { RemoteLoaderProvider } from '../../shared/remotes/RemoteLoaderContext';
import type { RemoteLoader } from '../../shared/remotes/remoteLoader';
import { buildRoutes } from '../routing/buildRoutes';
import { LoadingScreen } from './FullScreenMessage';
import { PersistenceGate } from './PersistenceGate';

interface AppProps {
  config: RuntimeConfig;
  store: Store;
  persistor: Persistor;
  loader: RemoteLoader;
  auth: AuthServices;
}

export function App({ config, store, persistor, loader, auth }: AppProps) {
  const router = useMemo(() => createBrowserRouter(buildRoutes(config)), [config]);
  return (
    <Provider store={store}>
      <PersistenceGate persistor={persistor} loading={<LoadingScreen />}>
        <AuthProvider services={auth}>
          <RemoteLoaderProvider loader={loader}>
            <RouterProvider router={router} />
          </RemoteLoaderProvider>
        </AuthProvider>
      </PersistenceGate>
    </Provider>
  );
}
