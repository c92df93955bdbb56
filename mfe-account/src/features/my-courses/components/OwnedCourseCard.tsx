import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Course, OwnCertificate } from 'shared-contract';
import { Button, Card } from 'shared-ui';
import { CourseCertificate } from '../../certificates';

// A block, so no line-height strip shows between the picture and the text under it.
const Image = styled.img`
  display: block;
  width: calc(100% + 2 * ${({ theme }) => theme.space.md});
  margin: -${({ theme }) => theme.space.md} -${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

const Name = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Level = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface OwnedCourseCardProps {
  course: Course;
  /** Where Open Course resumes (shared-platform `resumePath`); null while the course's chapters load. */
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
