import type { RuntimeConfig } from 'shared-contract';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import type { Store } from '@reduxjs/toolkit';
import { ThemeProvider } from 'shared-ui';
import { AuthProvider, type AuthServices } from '../../features/auth/model/AuthContext';
import { RemoteLoaderProvider } from '../../shared/remotes/RemoteLoaderContext';
import { candidateRoutes } from '../../shared/routing/candidateRoutes';
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

/** The page the address names, from the route table (the routes that could match it: candidateRoutes). */
function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const candidates = useMemo(() => candidateRoutes(routes, pathname), [routes, pathname]);
  return useRoutes(candidates);
}

/**
 * The site: store, theme, stored state, identity and remote loading around the route table (react-router's
 * declarative router).
 */
export function App({ config, store, persistor, loader, auth }: AppProps) {
  const routes = useMemo(() => buildRoutes(config), [config]);
  return (
    <Provider store={store}>
      <ThemeProvider>
        <PersistenceGate persistor={persistor} loading={<LoadingScreen />}>
          <AuthProvider services={auth}>
            <RemoteLoaderProvider loader={loader}>
              <BrowserRouter>
                <SiteRoutes routes={routes} />
              </BrowserRouter>
            </RemoteLoaderProvider>
          </AuthProvider>
        </PersistenceGate>
      </ThemeProvider>
    </Provider>
  );
}
