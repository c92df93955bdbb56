import { useId } from 'react';
import { Link } from 'react-router-dom';
import { certificatePagePath } from 'shared-contract';
import { Button, Spinner } from 'shared-ui';
import { FREE_TRIAL } from '../../course';
import { useLearningGetOwnCertificatesQuery } from '../api/certificatesApi';
import { CertificateBox } from './FreeTrialCompletePage.styles';

/** Where My Courses lists each course with its certificate (the account remote's page). */
const MY_COURSES_PATH = '/my-courses';

/**
 * The certificate the last step of the trial earned: its page, and My Courses where every certificate is. The
 * learner's own are asked for afresh (issued a moment ago); the trial's is there once every exercise is passed.
 */
export function TrialCertificate() {
  const headingId = useId();
  const certificates = useLearningGetOwnCertificatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const certificate = certificates.data?.find((entry) => entry.courseId === FREE_TRIAL.courseId);
  const myCourses = <Link to={MY_COURSES_PATH}>My Courses</Link>;

  let content;
  if (certificates.isLoading) content = <Spinner size="sm" label="Looking for your certificate" />;
  else if (certificate)
    content = (
      <>
        <p>You have earned your certificate for {certificate.courseName}.</p>
        <Button as={Link} to={certificatePagePath(certificate.certificateId)} variant="secondary">
          View your certificate
        </Button>
        <p>All your certificates are in {myCourses}.</p>
      </>
    );
  else if (certificates.isError) content = <p>Find your certificate in {myCourses}.</p>;
  else
    content = (
      <p>Pass every exercise of the free trial to earn its certificate. You will find it in {myCourses}.</p>
    );

  return (
    <CertificateBox aria-labelledby={headingId}>
      <h2 id={headingId}>Your certificate</h2>
      {content}
    </CertificateBox>
  );
}
