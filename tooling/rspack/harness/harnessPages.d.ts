// Generated per remote by tooling/rspack (VirtualModulesPlugin): the remote's exposed modules.
declare module 'mfe-harness-pages' {
  import type { ComponentType } from 'react';

  export const remoteName: string;
  export const pages: Record<string, () => Promise<{ default: ComponentType }>>;
}
