import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { bus, selectIsLoggedIn, useAppSelector } from 'shared-events';
import { Button, PageContainer } from 'shared-ui';

const requestSignIn = () => bus.publish('auth:sign-in-requested', {});

/** /login: opens the sign-in modal for a visitor; a signed-in user has nothing to do here and goes home. */
export function LoginPage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (!isLoggedIn) requestSignIn();
  }, [isLoggedIn]);
  if (isLoggedIn) return <Navigate to="/" replace />;
  return (
    <PageContainer $size="narrow">
      <h1>Sign In</h1>
      <p>Sign in to continue your courses.</p>
      <Button onClick={requestSignIn}>Sign In</Button>
    </PageContainer>
  );
}
