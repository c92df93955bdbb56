import { PageContainer } from 'shared-ui';

/** /winter-coding-workshop */
export default function WinterWorkshopPage() {
  return (
    <PageContainer>
      <h1>Winter Coding Workshop</h1>
      <p>The Winter Coding Workshop for ages 12-17 and its application form will appear here.</p>
    </PageContainer>
  );
}
