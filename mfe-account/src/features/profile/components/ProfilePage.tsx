import { PageContainer } from 'shared-ui';

/** /my-profile */
export default function ProfilePage() {
  return (
    <PageContainer>
      <h1>My Profile</h1>
      <p>Your profile details and settings will appear here.</p>
    </PageContainer>
  );
}
