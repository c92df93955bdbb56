import { PageContainer, Spinner } from 'shared-ui';

/** /redirect: where the hosted sign-in returns; the identity layer completes the sign-in here. */
export function RedirectPage() {
  return (
    <PageContainer $size="narrow">
      <h1>Signing you in</h1>
      <Spinner label="Signing you in" />
    </PageContainer>
  );
}
