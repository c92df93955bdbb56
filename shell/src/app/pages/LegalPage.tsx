import { useRuntimeConfig } from 'shared-events';
import { PageContainer } from 'shared-ui';
import { EFFECTIVE_DATE, LEGAL_DOCUMENTS, type LegalDocument } from '../../features/legal/legalDocuments';
import styles from './LegalPage.module.css';

export type { LegalDocument };

/** /privacy-policy, /refund-policy and /terms-of-service, naming the brand of the runtime config. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { siteName, supportEmail } = useRuntimeConfig().brand;
  const { heading, Body } = LEGAL_DOCUMENTS[document];
  return (
    <PageContainer $size="narrow">
      <article>
        <h1>{heading}</h1>
        <p className={styles.effective}>Effective {EFFECTIVE_DATE}</p>
        <Body siteName={siteName} supportEmail={supportEmail} />
      </article>
    </PageContainer>
  );
}
