import { inTasks } from './app/startup/inTasks';
import { showStartupFailure } from './app/startup/startupFailure';
import { markStartup } from './shared/scheduling/startupMarks';

/** A start-up step that marks its end in the performance timeline. */
const step =
  <T,>(name: string, load: () => Promise<T>) =>
  async () => {
    const loaded = await load();
    markStartup(name);
    return loaded;
  };

// The start-up's modules are evaluated in five tasks instead of one long one (Preact, which serves React's API
// here, has no time slicing): zod as the contract sets it up (its own entry: the contract's index would keep every
// export), Redux Toolkit with its query layer (the very module the platform imports, as this build provides the
// platform; naming the one export it uses keeps the rest tree-shaken), the platform (store, api, the contract), then
// the design system and the renderer, then the shell's code. The imports are eager: the modules stay in the
// start-up's chunks, which index.html preloads, so no request joins the chain.
void inTasks(
  [
    step('zod', () => import(/* webpackMode: "eager" */ 'shared-contract/zod')),
    step(
      'query',
      () => import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
    ),
    step('platform', () => import(/* webpackMode: "eager" */ 'shared-events')),
    step('ui', () =>
      Promise.all([
        import(/* webpackMode: "eager" */ 'shared-ui'),
        import(/* webpackMode: "eager" */ 'react-dom/client'),
      ]),
    ),
  ],
  step('shell', () => import(/* webpackMode: "eager" */ './app/startup/startShell')),
)
  .then(({ startShell }) => {
    const root = document.getElementById('root');
    if (root) void startShell(root);
  })
  .catch((error: unknown) => showStartupFailure(error));
