import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, createAppStore, setRuntimeConfig } from 'shared-events';
import { GlobalStyle, ThemeProvider } from 'shared-ui';
import { configureAuth, currentAccessToken } from '../auth/configureAuth';
import { createAmplifyAuthClient } from '../auth/model/amplifyAuthClient';
import { createFederationLoader } from '../remotes/federationLoader';
import type { RemoteLoader } from '../remotes/remoteLoader';
import { startSession } from '../session/startSession';
import type { RuntimeConfig } from 'shared-events';
import { App } from './App';
import { LoadingScreen, StartupError } from './FullScreenMessage';
import { loadRuntimeConfig } from './loadRuntimeConfig';

export interface StartShellDeps {
  fetchConfig?: typeof fetch;
  createLoader?: (remotes: RuntimeConfig['remotes']) => RemoteLoader;
}

/**
 * Starts the site: config, identity, api, store, the session, remotes (registered, not fetched), then the router.
 * Anything that fails before the first render shows a visible error instead of a blank page.
 */
export async function startShell(element: HTMLElement, deps: StartShellDeps = {}): Promise<void> {
  const root = createRoot(element);
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <ThemeProvider>
          <GlobalStyle />
          {node}
        </ThemeProvider>
      </StrictMode>,
    );

  render(<LoadingScreen />);
  try {
    const config = await loadRuntimeConfig(deps.fetchConfig);
    setRuntimeConfig(config);
    configureAuth(config.identity);
    configureApi({ baseUrl: config.apiBaseUrl, getAccessToken: currentAccessToken });
    const { store, persistor } = createAppStore();
    const auth = createAmplifyAuthClient(config.identity);
    startSession({ store, persistor, auth });
    const loader = (deps.createLoader ?? createFederationLoader)(config.remotes);
    const authServices = { auth, reload: () => window.location.reload() };
    render(<App config={config} store={store} persistor={persistor} loader={loader} auth={authServices} />);
  } catch (error) {
    render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  }
}
