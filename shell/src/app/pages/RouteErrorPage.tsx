import { PageContainer } from 'shared-ui';

/** The generic route error screen (spec: headed 'Unexpected Application Error!'), showing what was thrown. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <PageContainer role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </PageContainer>
  );
}
