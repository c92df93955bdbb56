import { useCallback, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import {
  apiErrorMessage,
  bus,
  isChildProfileActive,
  selectIsLoggedIn,
  selectProfileData,
  selectUserInfo,
  useAppSelector,
  userErrorMessages,
  useRegisterUserDataMutation,
} from 'shared-events';
import { AskAParent, Button, ErrorText, PageContainer, Spinner, Stack } from 'shared-ui';
import { ProfileForm } from './ProfileForm';

/** /my-profile: signed-in parents only (others go to /; a child profile is asked to fetch a parent). */
export default function ProfilePage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const profile = useAppSelector(selectProfileData);
  const childActive = useAppSelector(isChildProfileActive);
  const [register, registration] = useRegisterUserDataMutation();

  const registerUser = useCallback(() => {
    if (user)
      void register({
        userId: user.userId,
        userEmail: user.attributes.email,
        userName: user.attributes.name,
      });
  }, [register, user]);
  // The shell registers the record at sign-in; if it has not arrived, ask for it here.
  const missing = isLoggedIn && !profile && !childActive;
  useEffect(() => {
    if (missing) registerUser();
  }, [missing, registerUser]);

  if (!isLoggedIn || !user) return <Navigate to="/" replace />;
  if (childActive) return <AskAParent onAskParent={() => bus.publish('family:parent-requested', {})} />;
  return (
    <PageContainer $size="narrow">
      <Stack $gap="lg">
        <h1>My Profile</h1>
        {profile ? (
          <ProfileForm
            key={profile.UserID}
            profile={profile}
            email={profile.userEmail || user.attributes.email}
          />
        ) : registration.isError ? (
          <Stack $gap="sm" $align="flex-start">
            <ErrorText>{apiErrorMessage(registration.error, userErrorMessages.enrollments)}</ErrorText>
            <Button onClick={registerUser}>Try again</Button>
          </Stack>
        ) : (
          <Spinner label="Loading your profile" />
        )}
      </Stack>
    </PageContainer>
  );
}
