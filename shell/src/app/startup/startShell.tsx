import type { RuntimeConfig } from 'shared-contract';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, coreApi, createAppStore, publishSessionStates, setRuntimeConfig } from 'shared-events';
import { ThemeProvider } from 'shared-ui';
import { createLazyAuth } from '../../features/auth/model/lazyAuth';
import { requestParentProof } from '../../features/auth/model/parentProofRequest';
import { keyOpeningHistoryEntry } from '../../features/layout/model/useScrollRestoration';
import { createFederationLoader } from '../remotes/federationLoader';
import { routeOfPath } from '../routing/buildRoutes';
import { markStartup } from '../../shared/scheduling/startupMarks';
import type { RemoteLoader } from '../../shared/remotes/remoteLoader';
import { startSession } from '../session/startSession';
import { App } from './App';
import { LoadingScreen, StartupError } from './FullScreenMessage';
import { loadRuntimeConfig } from './loadRuntimeConfig';
import { reloadAfterSaving } from './reloadAfterSaving';

export interface StartShellDeps {
  fetchConfig?: typeof fetch;
  createLoader?: (remotes: RuntimeConfig['remotes']) => RemoteLoader;
}

/**
 * Starts the site: config, identity (its library loaded only when needed), api, store, the courses request,
 * the session, remotes (registered, not fetched), then the router (on a history entry with a key of its own, which
 * scroll restoration needs). The marks name each step in a trace (e2e/lighthouse/lantern-tbt.mjs).
 * Anything that fails before the first render shows a visible error instead of a blank page.
 */
export async function startShell(element: HTMLElement, deps: StartShellDeps = {}): Promise<void> {
  const root = createRoot(element);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);
  // The loading screen and the start-up error show outside App, which gives the site the theme: they get it here.
  const renderMessage = (node: ReactNode) => render(<ThemeProvider>{node}</ThemeProvider>);

  renderMessage(<LoadingScreen />);
  try {
    const config = await loadRuntimeConfig(deps.fetchConfig);
    setRuntimeConfig(config);
    markStartup('config');
    const { auth, currentAccessToken, storedSessionUserId } = createLazyAuth({
      identity: config.identity,
      load: async () => (await import('../../features/auth/amplifyAuth')).startAmplifyAuth(config.identity),
    });
    // The session (started below) hears when the API refuses the token: signed out on another device.
    let sessionEnded: () => void = () => undefined;
    configureApi({
      baseUrl: config.apiBaseUrl,
      getAccessToken: currentAccessToken,
      onSessionEnded: () => sessionEnded(),
      onParentProofRequired: requestParentProof,
    });
    const { store, persistor } = createAppStore();
    // The session and the learner profile as the bus's state events, replayed to every remote that loads later.
    publishSessionStates(store);
    markStartup('store');
    // Every page shows the courses (header menu, footer, catalogue): ask before the first render.
    void store.dispatch(coreApi.util.prefetch('getCourses', undefined, {}));
    ({ sessionEnded } = startSession({ store, persistor, auth, storedSessionUserId }));
    const loader = (deps.createLoader ?? createFederationLoader)(config.remotes);
    // A remote's page: its code downloads while the shell renders, instead of after.
    const page = routeOfPath(config.routes, window.location.pathname);
    if (page) loader.preload(page.remote, page.module);
    keyOpeningHistoryEntry();
    markStartup('session');
    const authServices = {
      auth,
      reload: reloadAfterSaving(persistor, (path?: string) =>
        path ? window.location.assign(path) : window.location.reload(),
      ),
    };
    // A transition: React renders the site in slices, yielding to the browser between them, and the loading
    // screen stays until it is ready.
    startTransition(() =>
      render(<App config={config} store={store} persistor={persistor} loader={loader} auth={authServices} />),
    );
    markStartup('first-render');
  } catch (error) {
    renderMessage(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  }
}
