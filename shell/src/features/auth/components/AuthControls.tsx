import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useAppSelector } from 'shared-events';
import { takePostLoginRedirect } from '../model/postLoginRedirect';
import { AuthModal } from './AuthModal';
import { UserMenu } from './UserMenu';

/** After a hosted sign-in returns, go to the page the user left (then forget it). */
function usePostLoginRedirect() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  useEffect(() => {
    if (!isLoggedIn) return;
    const path = takePostLoginRedirect();
    if (path) void navigate(path, { replace: true });
  }, [isLoggedIn, navigate]);
}

/** What the header mounts: the user button or menu, and the sign-in/sign-up modal. */
export function AuthControls() {
  usePostLoginRedirect();
  return (
    <>
      <UserMenu />
      <AuthModal />
    </>
  );
}
