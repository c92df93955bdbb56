import { Link } from 'react-router-dom';
import type { Course, OwnCertificate } from 'shared-contract';
import { Button, Card } from 'shared-ui';
import { CourseCertificate } from '../../certificates';
import { Image, Level, Name } from './OwnedCourseCard.styles';

interface OwnedCourseCardProps {
  course: Course;
  /** Where Open Course resumes (shared-events `resumePath`); null while the course's chapters load. */
  path: string | null;
  /** The learner's certificate of this course, once earned. */
  certificate?: OwnCertificate;
}

export function OwnedCourseCard({ course, path, certificate }: OwnedCourseCardProps) {
  const label = `Open Course: ${course.CourseName}`;
  return (
    <Card as="li" $padding="md">
      <Image src={course.CourseImage} alt="" loading="lazy" />
      <Name>{course.CourseName}</Name>
      <Level>{course.Level}</Level>
      {path === null ? (
        <Button loading aria-label={label}>
          Open Course
        </Button>
      ) : (
        <Button as={Link} to={path} aria-label={label}>
          Open Course
        </Button>
      )}
      {certificate && <CourseCertificate certificate={certificate} />}
    </Card>
  );
}
