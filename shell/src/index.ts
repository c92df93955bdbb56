import { CONFIG_URL, configRequest } from './app/warmup/configRequest';
import { startEarly } from './app/warmup/earlyRequests';
import { warmUpPage } from './app/warmup/warmUpPage';
import { yieldToBrowser } from './shared/scheduling/yieldToBrowser';

// Before the async boundary: only code without shared libraries runs here, while they download.
const config = configRequest();
startEarly(CONFIG_URL, config);
void warmUpPage({
  document,
  pathname: window.location.pathname,
  config: config.then((response) => response.clone()),
});

// Async boundary: the shared singletons are negotiated before any application code runs. The chunk's name
// lets index.html preload it (tooling/rspack/startupPreload.js). Asked for in a task of its own: starting the
// federation runtime (this file's task) and loading the start-up's chunks are each long on a phone.
void yieldToBrowser().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
