import { PageContainer } from 'shared-ui';

/** /cancel-enrollment */
export default function CancelEnrollmentPage() {
  return (
    <PageContainer>
      <h1>Cancel Enrollment</h1>
      <p>How to cancel an enrollment, with links back home and to the contact page, will appear here.</p>
    </PageContainer>
  );
}
