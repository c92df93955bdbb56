import { createPortal } from 'react-dom';
import { useParams } from 'react-router-dom';
import { certificateMessages, certificateRequest, type PublicCertificate } from 'shared-contract';
import { apiErrorMessage, usePageMetadata, useRuntimeConfig } from 'shared-events';
import { Button, ErrorText, PageContainer, Spinner, Stack } from 'shared-ui';
import { certificateErrorMessages, useAccountVerifyCertificateQuery } from '../api/certificateApi';
import { certificatePdfUrl, issuedOnText } from '../model/certificateText';
import { Actions, Certificate, Course, Details, Line, Name, Verified } from './CertificatePage.styles';

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
      <Certificate aria-labelledby="certificate-title">
        <h1 id="certificate-title">Certificate of Completion</h1>
        <Line>This certifies that</Line>
        <Name>{certificate.learnerName}</Name>
        <Line>has completed the course</Line>
        <Course>{certificate.courseName}</Course>
        <Details>
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
        </Details>
        <Verified>
          <span aria-hidden="true">✓ </span>
          Verified: {brand.siteName} issued this certificate to {certificate.learnerName} on {issued}.
        </Verified>
      </Certificate>
      <Actions>
        <Button as="a" href={certificatePdfUrl(apiBaseUrl, certificate.certificateId)} download>
          Download PDF
        </Button>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </Actions>
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
