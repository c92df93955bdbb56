import { showStartupFailure } from './app/startup/startupFailure';

// index.html's head script has started the runtime config request (app/startup/configRequest.ts).
// Async boundary: the shared singletons are negotiated before any application code runs. The chunk's name
// lets index.html preload it (tooling/rspack/startupPreload.js).
const start = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');
// A start-up file lost to a dropped connection (or a failed preload, which the browser would hand the chunk loader
// again) is asked for once more before the learner sees the failure: the loader forgets a chunk that failed.
start()
  .catch(start)
  .catch((error: unknown) => showStartupFailure(error));
