// index.html's head script, bundled into the page at build time (tooling/rspack/inlineScript.js): it starts the
// runtime config while the page is parsed and, once the config arrives, the current page's warm-up, so the
// page's remote code, the courses, the course artwork and a lesson page's lesson are on their way before the
// shell's own scripts have downloaded. The app takes the requests over from the registry they share
// (earlyRequests.ts). It also stands by to drop a start-up script tag that fails to load (startupScriptRetry.ts).
import { CONFIG_REQUEST, CONFIG_URL } from './configRequest';
import { startEarly } from './earlyRequests';
import { dropFailedStartupScripts } from './startupScriptRetry';
import { warmUpPage } from './warmUpPage';

dropFailedStartupScripts(document);

/** localStorage, unless the browser blocks it (reading the property throws then). */
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const config = fetch(CONFIG_URL, CONFIG_REQUEST);
startEarly(CONFIG_URL, config);
window.__shellConfigRequest = config;
void warmUpPage({
  document,
  pathname: window.location.pathname,
  storage: safeLocalStorage(),
  config: config.then((response) => response.clone()),
});
