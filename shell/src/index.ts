import { showStartupFailure } from './app/startup/startupFailure';

// index.html's head script (app/warmup/headScript.ts) has started the runtime config and the page's warm-up.
// Async boundary: the shared singletons are negotiated before any application code runs. The chunk's name
// lets index.html preload it (tooling/rspack/startupScripts.js).
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) =>
  showStartupFailure(error),
);
