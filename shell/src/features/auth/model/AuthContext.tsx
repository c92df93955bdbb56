import { createContext, useContext, type ReactNode } from 'react';
import type { AuthClient } from './authClient';

export interface AuthServices {
  auth: AuthClient;
  /**
   * Reloads the page after a completed sign-in (spec), or loads `path` instead (a same-site path); replaceable
   * in tests.
   */
  reload: (path?: string) => void;
}

const AuthContext = createContext<AuthServices | null>(null);

export function AuthProvider({ services, children }: { services: AuthServices; children: ReactNode }) {
  return <AuthContext.Provider value={services}>{children}</AuthContext.Provider>;
}

export function useAuthServices(): AuthServices {
  const services = useContext(AuthContext);
  if (!services) throw new Error('useAuthServices needs an <AuthProvider> (the shell sets it up at start).');
  return services;
}
