import { createPortal } from 'react-dom';
import { useParams } from 'react-router-dom';
import { certificateMessages, certificateRequest, type PublicCertificate } from 'shared-contract';
import { apiErrorMessage, usePageMetadata, useRuntimeConfig } from 'shared-events';
import { Button, ErrorText, PageContainer, Spinner, Stack } from 'shared-ui';
import { certificateErrorMessages, useAccountVerifyCertificateQuery } from '../api/certificateApi';
import { certificatePdfUrl, issuedOnText } from '../model/certificateText';
import styles from './CertificatePage.module.css';

function VerifiedCertificate({ certificate }: { certificate: PublicCertificate }) {
  const { apiBaseUrl, brand } = useRuntimeConfig();
  const issued = issuedOnText(certificate.issuedOn);
  usePageMetadata({
    title: `Certificate of Completion: ${certificate.courseName}`,
    // No learner's name in what link previews and search results show.
    description: `A certificate of completion for ${certificate.courseName}, issued on ${issued} and verified by ${brand.siteName}.`,
  });
  return (
    <Stack $gap="lg">
      {/* A child's first name is on this page: it is for whoever was given the number, not for search engines. */}
      {createPortal(<meta name="robots" content="noindex, nofollow" />, document.head)}
      <article className={styles.certificate} aria-labelledby="certificate-title" data-printed-certificate="">
        <h1 id="certificate-title">Certificate of Completion</h1>
        <p className={styles.line}>This certifies that</p>
        <p className={styles.name}>{certificate.learnerName}</p>
        <p className={styles.line}>has completed the course</p>
        <p className={styles.course}>{certificate.courseName}</p>
        <dl className={styles.details}>
          <div>
            <dt>Instructor</dt>
            <dd>{certificate.instructorName}</dd>
          </div>
          <div>
            <dt>Date issued</dt>
            <dd>{issued}</dd>
          </div>
          <div>
            <dt>Certificate number</dt>
            <dd>{certificate.certificateId}</dd>
          </div>
        </dl>
        <p className={styles.verified}>
          <span aria-hidden="true">✓ </span>
          Verified: {brand.siteName} issued this certificate to {certificate.learnerName} on {issued}.
        </p>
      </article>
      <div className={styles.actions}>
        <Button as="a" href={certificatePdfUrl(apiBaseUrl, certificate.certificateId)} download>
          Download PDF
        </Button>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
    </Stack>
  );
}

function NotVerified({ message }: { message: string }) {
  return (
    <Stack $gap="sm">
      <h1>Certificate not verified</h1>
      <ErrorText>{message}</ErrorText>
    </Stack>
  );
}

function CertificateLookup({ certificateId }: { certificateId: string }) {
  const query = useAccountVerifyCertificateQuery(certificateId);
  if (query.isLoading) return <Spinner label="Checking the certificate" />;
  if (query.data) return <VerifiedCertificate certificate={query.data} />;
  const status = query.error && 'status' in query.error ? query.error.status : 'FETCH_ERROR';
  const message =
    status === 404 || status === 400
      ? certificateErrorMessages.verify(status)
      : apiErrorMessage(query.error, certificateErrorMessages.verify(status));
  return <NotVerified message={message} />;
}

/** /certificate/:certificateId: anyone may check a certificate by its number (signed in or not). */
export default function CertificatePage() {
  const parsed = certificateRequest.safeParse({ certificateId: useParams().certificateId ?? '' });
  return (
    <PageContainer $size="narrow">
      {parsed.success ? (
        <CertificateLookup certificateId={parsed.data.certificateId} />
      ) : (
        <NotVerified message={certificateMessages.idFormat} />
      )}
    </PageContainer>
  );
}
