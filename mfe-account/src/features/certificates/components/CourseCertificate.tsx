import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { certificatePagePath, type OwnCertificate } from 'shared-contract';
import { useRuntimeConfig } from 'shared-platform';
import { Button } from 'shared-ui';
import { certificatePdfUrl, issuedOnText } from '../model/certificateText';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  p {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

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
