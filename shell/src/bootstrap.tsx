import { inTasks } from './app/startup/inTasks';

// The start-up's modules are evaluated in three tasks instead of one long one (Preact, which serves React's API
// here, has no time slicing): the platform (store, api and the contract's schemas, the largest part), then the
// design system and the renderer, then the shell's own code. The imports are eager, so the modules stay in this
// chunk, which index.html preloads: no request is added to the chain.
void inTasks(
  [
    () => import(/* webpackMode: "eager" */ 'shared-platform'),
    () =>
      Promise.all([
        import(/* webpackMode: "eager" */ 'shared-ui'),
        import(/* webpackMode: "eager" */ 'react-dom/client'),
      ]),
  ],
  () => import(/* webpackMode: "eager" */ './app/startup/startShell'),
).then(({ startShell }) => {
  const root = document.getElementById('root');
  if (root) void startShell(root);
});
