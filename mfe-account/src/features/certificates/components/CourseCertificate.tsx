import { Link } from 'react-router-dom';
import { certificatePagePath, type OwnCertificate } from 'shared-contract';
import { useRuntimeConfig } from 'shared-events';
import { Button } from 'shared-ui';
import { certificatePdfUrl, issuedOnText } from '../model/certificateText';
import { Box } from './CourseCertificate.styles';

/** A course's certificate on My Courses: when it was earned, its page and its PDF. */
export function CourseCertificate({ certificate }: { certificate: OwnCertificate }) {
  const { apiBaseUrl } = useRuntimeConfig();
  return (
    <Box>
      <p>Certificate earned on {issuedOnText(certificate.issuedOn)}</p>
      <Button
        as={Link}
        to={certificatePagePath(certificate.certificateId)}
        size="sm"
        variant="secondary"
        aria-label={`View certificate: ${certificate.courseName}`}
      >
        View certificate
      </Button>
      <Button
        as="a"
        href={certificatePdfUrl(apiBaseUrl, certificate.certificateId)}
        download
        size="sm"
        variant="ghost"
        aria-label={`Download PDF: ${certificate.courseName} certificate`}
      >
        Download PDF
      </Button>
    </Box>
  );
}
