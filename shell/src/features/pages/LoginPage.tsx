import { bus } from 'shared-events';
import { Button, PageContainer } from 'shared-ui';

/** /login: a way into the sign-in modal the shell owns. */
export function LoginPage() {
  return (
    <PageContainer $size="narrow">
      <h1>Sign In</h1>
      <p>Sign in to continue your courses.</p>
      <Button onClick={() => bus.publish('auth:sign-in-requested', {})}>Sign In</Button>
    </PageContainer>
  );
}
