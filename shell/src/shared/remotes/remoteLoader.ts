import type { ComponentType } from 'react';

/** How a region gets a remote's exposed component; injected so tests (and the harness) control it. */
export interface RemoteLoader {
  /** Loads `<remote>/<module>` (module as exposed, e.g. './CoursesPage') and returns its default export. */
  load(remote: string, module: string): Promise<ComponentType>;
  /** The component if this module has loaded already, so a region can show it at once. */
  loaded(remote: string, module: string): ComponentType | undefined;
  /**
   * Starts fetching `<remote>/<module>`'s code without running it (the federation runtime's preloadRemote): the
   * page being opened, so its entry and chunks download alongside the shell's first render. Failures stay
   * quiet: the region's own load reports them.
   */
  preload(remote: string, module: string): void;
  /** Forgets everything cached about a remote that failed, so the next load fetches it afresh. */
  reset(remote: string): void;
  /**
   * Why the shell will not load this remote (it was built for a contract this shell cannot serve), or undefined.
   * A refused remote is never fetched; its regions say so instead.
   */
  refusal(remote: string): string | undefined;
}

/** './CoursesPage' -> 'catalog/CoursesPage', the id the federation runtime loads. */
export function remoteModuleId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

export function defaultExportOf(id: string, exports: unknown): ComponentType {
  const component =
    typeof exports === 'object' && exports !== null && 'default' in exports ? exports.default : undefined;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`${id} has no default export to render`);
  }
  return component as ComponentType;
}
