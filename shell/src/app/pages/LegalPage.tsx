import { useRuntimeConfig } from 'shared-events';
import styled from 'styled-components';
import { PageContainer } from 'shared-ui';
import { EFFECTIVE_DATE, LEGAL_DOCUMENTS, type LegalDocument } from '../../features/legal/legalDocuments';

export type { LegalDocument };

const Effective = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /privacy-policy, /refund-policy and /terms-of-service, naming the brand of the runtime config. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { siteName, supportEmail } = useRuntimeConfig().brand;
  const { heading, Body } = LEGAL_DOCUMENTS[document];
  return (
    <PageContainer $size="narrow">
      <article>
        <h1>{heading}</h1>
        <Effective>Effective {EFFECTIVE_DATE}</Effective>
        <Body siteName={siteName} supportEmail={supportEmail} />
      </article>
    </PageContainer>
  );
}
