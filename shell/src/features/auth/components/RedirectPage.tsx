import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { bus, selectIsLoggedIn, selectLoginError, useAppSelector } from 'shared-events';
import { Button, PageContainer, Spinner } from 'shared-ui';
import { takePostLoginRedirect } from '../model/postLoginRedirect';

/** How long the return from the hosted sign-in may take before the page offers another try. */
export const REDIRECT_TIMEOUT_MS = 15_000;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/**
 * /redirect: where the hosted sign-in returns. The identity layer completes the sign-in; this page waits,
 * then goes to the page saved before leaving (home when none was saved), or explains a failure.
 */
export function RedirectPage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const loginError = useAppSelector(selectLoginError);
  const navigate = useNavigate();
  const [timedOut, setTimedOut] = useState(false);
  const destination = useRef<string | null>(null);

  useEffect(() => {
    if (!isLoggedIn) return;
    // Taken once: StrictMode runs the effect twice, and the second take would find nothing and go home.
    destination.current ??= takePostLoginRedirect() ?? '/';
    void navigate(destination.current, { replace: true });
  }, [isLoggedIn, navigate]);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), REDIRECT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!isLoggedIn && (loginError || timedOut)) {
    return (
      <PageContainer $size="narrow">
        <h1>Sign-in did not complete</h1>
        <p role="alert">{loginError ?? 'We could not complete your sign-in. Please try again.'}</p>
        <Actions>
          <Button onClick={() => bus.publish('auth:sign-in-requested', {})}>Try Again</Button>
          <Button as={Link} to="/" variant="ghost">
            Go Back Home
          </Button>
        </Actions>
      </PageContainer>
    );
  }
  return (
    <PageContainer $size="narrow">
      <h1>Signing you in</h1>
      <Spinner label="Signing you in" />
    </PageContainer>
  );
}
