// Standalone dev harness of a remote: the same start-up as the shell (runtime config, store, api, theme,
// router), minus identity and the shell's own pages, so a team can work on its remote alone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, parseRuntimeConfig, setRuntimeConfig } from 'shared-events';
import { pages, remoteName } from 'mfe-harness-pages';
import { HarnessApp } from './HarnessApp';

async function start(root: HTMLElement) {
  const reactRoot = createRoot(root);
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
    const config = parseRuntimeConfig(await response.json());
    setRuntimeConfig(config);
    // The harness has no sign-in: it calls the API as a visitor.
    configureApi({ baseUrl: config.apiBaseUrl, getAccessToken: () => null });
    reactRoot.render(
      <StrictMode>
        <HarnessApp config={config} remoteName={remoteName} pages={pages} />
      </StrictMode>,
    );
  } catch (error) {
    reactRoot.render(
      <p role="alert">
        The {remoteName} harness could not start: {error instanceof Error ? error.message : String(error)}
      </p>,
    );
  }
}

const root = document.getElementById('root');
if (root) void start(root);
