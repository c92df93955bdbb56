import { PageContainer } from 'shared-ui';

/** /thank-you */
export default function ThankYouPage() {
  return (
    <PageContainer>
      <h1>Thank You</h1>
      <p>The confirmation of your purchase will appear here.</p>
    </PageContainer>
  );
}
