import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageContainer } from 'shared-ui';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The generic route error screen (spec: headed 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <PageContainer role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{describe(error)}</p>
    </PageContainer>
  );
}
