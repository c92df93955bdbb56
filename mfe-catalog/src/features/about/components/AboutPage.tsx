import { PageContainer } from 'shared-ui';

/** /about */
export default function AboutPage() {
  return (
    <PageContainer>
      <h1>About the Instructor</h1>
      <p>The instructor's story, an introduction video and teaching certificates will appear here.</p>
    </PageContainer>
  );
}
