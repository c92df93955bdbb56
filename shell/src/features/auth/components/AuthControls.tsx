import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useAppSelector } from 'shared-events';
import { SIGN_IN_RETURN_PATH, takePostLoginRedirect } from '../model/postLoginRedirect';
import { AuthModalOnDemand } from './OnDemandDialogs';
import { ParentCheckProvider } from './ParentCheckProvider';
import { UserMenu } from './UserMenu';

/**
 * After a hosted sign-in returns to another page than the return page (a configured redirectSignIn), go to
 * the page the user left, then forget it. The return page does this itself: two navigations would race.
 */
function usePostLoginRedirect() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const onReturnPage = matchPath(SIGN_IN_RETURN_PATH, useLocation().pathname) !== null;
  const navigate = useNavigate();
  useEffect(() => {
    if (!isLoggedIn || onReturnPage) return;
    const path = takePostLoginRedirect();
    if (path) void navigate(path, { replace: true });
  }, [isLoggedIn, onReturnPage, navigate]);
}

/** What the header mounts: the user button or menu, the sign-in/sign-up modal and the parent check. */
export function AuthControls() {
  usePostLoginRedirect();
  return (
    <ParentCheckProvider>
      <UserMenu />
      <AuthModalOnDemand />
    </ParentCheckProvider>
  );
}
