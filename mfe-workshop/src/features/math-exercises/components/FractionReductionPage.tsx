import { PageContainer } from 'shared-ui';

/** /math-exercises/fraction-reduction */
export default function FractionReductionPage() {
  return (
    <PageContainer>
      <h1>Fraction Reduction</h1>
      <p>Fraction reduction practice exercises will appear here.</p>
    </PageContainer>
  );
}
