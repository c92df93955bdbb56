import { showStartupFailure } from './app/startup/startupFailure';
import { yieldToBrowser } from './shared/scheduling/yieldToBrowser';

// index.html's head script (app/warmup/headScript.ts) has started the runtime config and the page's warm-up.
// Async boundary: the shared singletons are negotiated before any application code runs. The chunk's name
// lets index.html preload it (tooling/rspack/startupPreload.js). Asked for in a task of its own: starting the
// federation runtime (this file's task) and loading the start-up's chunks are each long on a phone.
void yieldToBrowser()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .catch((error: unknown) => showStartupFailure(error));
