import { PageContainer } from 'shared-ui';

/** /math-exercises/multiplication-table */
export default function MultiplicationPage() {
  return (
    <PageContainer>
      <h1>Multiplication Table</h1>
      <p>Multiplication practice exercises will appear here.</p>
    </PageContainer>
  );
}
