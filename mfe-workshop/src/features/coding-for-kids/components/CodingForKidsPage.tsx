import { PageContainer } from 'shared-ui';

/** /coding-for-kids */
export default function CodingForKidsPage() {
  return (
    <PageContainer>
      <h1>Coding for Kids</h1>
      <p>A parents' guide to starting children with programming will appear here.</p>
    </PageContainer>
  );
}
