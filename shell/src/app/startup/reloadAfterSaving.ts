import type { Persistor } from 'redux-persist';

/**
 * Reloads the page once the store's latest state is in storage. redux-persist writes asynchronously, so a
 * reload straight after a dispatch (the sign-in flows reload, as the spec asks) could restore older state.
 */
export function reloadAfterSaving(
  persistor: Pick<Persistor, 'flush'>,
  reload: (path?: string) => void,
): (path?: string) => void {
  return (path) => {
    const go = () => reload(path);
    void persistor.flush().then(go, go);
  };
}
