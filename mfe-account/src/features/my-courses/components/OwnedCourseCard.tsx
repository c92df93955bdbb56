import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Course } from 'shared-events/contract';
import { Button, Card } from 'shared-ui';

const Image = styled.img`
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

export function OwnedCourseCard({ course }: { course: Course }) {
  return (
    <Card as="li" $padding="md">
      <Image src={course.CourseImage} alt="" loading="lazy" />
      <Name>{course.CourseName}</Name>
      <Level>{course.Level}</Level>
      <Button as={Link} to={`/course/${course.CourseLink}`} aria-label={`Open Course: ${course.CourseName}`}>
        Open Course
      </Button>
    </Card>
  );
}
