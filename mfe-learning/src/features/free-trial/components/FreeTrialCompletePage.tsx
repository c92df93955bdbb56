import { PageContainer } from 'shared-ui';

/** /course/:courseLink/chapter/:chapterId/completedFreeTrial */
export default function FreeTrialCompletePage() {
  return (
    <PageContainer>
      <h1>Free Trial Completed</h1>
      <p>Once you finish the free trial, this page will suggest the next course and a coupon for the full course.</p>
    </PageContainer>
  );
}
