import { PageContainer } from 'shared-ui';

/** /contact */
export default function ContactPage() {
  return (
    <PageContainer>
      <h1>Contact Us</h1>
      <p>A contact form for questions about the courses will appear here.</p>
    </PageContainer>
  );
}
