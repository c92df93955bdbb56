import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RegionErrorBoundary } from '../../shared/remotes/RegionErrorBoundary';
import { RouteErrorPage } from '../pages/RouteErrorPage';

/**
 * An error thrown while rendering the layout or a page shows the route error screen in their place; the next
 * navigation (Back included) renders them again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <RegionErrorBoundary resetKey={key} fallback={(error) => <RouteErrorPage error={error} />}>
      {children}
    </RegionErrorBoundary>
  );
}
